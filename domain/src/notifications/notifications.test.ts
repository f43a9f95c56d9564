import { describe, expect, it } from 'vitest';
import { type ClientMessageEvent, composeClientMessage, type StudioSignature } from './client-messages.ts';
import {
  deliveryState,
  escapeHtml,
  mailDocumentSchema,
  outgoingMessage,
  smsDocumentSchema,
} from './outbox.ts';

const studio: StudioSignature = {
  name: 'Polished',
  timeZone: 'America/New_York',
  address: '12 Main St, Springfield',
};
// 14:00 UTC is 10:00 in New York in May (EDT) and 09:00 in December (EST).
const may = new Date('2027-05-04T14:00:00Z');
const december = new Date('2027-12-07T14:00:00Z');
const trace = { clientId: 'bea', kind: 'booking_confirmed' as const, bookingId: 'b1', now: may };

describe('composeClientMessage', () => {
  it('names the time in the studio zone on either side of a daylight-saving change', () => {
    const summer = composeClientMessage(
      { kind: 'booking_confirmed', serviceName: 'Gel Manicure', startsAt: may },
      studio,
      'Bea Walker',
    );
    const winter = composeClientMessage(
      { kind: 'booking_reminder', serviceName: 'Gel Manicure', startsAt: december },
      studio,
      null,
    );
    expect(summer.subject).toBe('Your Gel Manicure is booked — Polished');
    expect(summer.paragraphs).toEqual([
      'Hi Bea,',
      'Your Gel Manicure is booked for Tuesday, May 4, 2027 at 10:00 AM (Eastern time) at 12 Main St, Springfield.',
      'If you cannot make it, cancel from My Dashboard or send us a message.',
      'Polished',
    ]);
    expect(winter.paragraphs[0]).toBe('Hello,');
    expect(winter.paragraphs[1]).toContain('Tuesday, Dec 7, 2027 at 9:00 AM (Eastern time)');
    expect(winter.sms).toBe(
      'Polished: Reminder: your Gel Manicure is on Tuesday, Dec 7, 2027 at 9:00 AM (Eastern time).',
    );
  });

  it('says who cancelled, where a booking moved from and to, and links a freed time', () => {
    const events: ClientMessageEvent[] = [
      { kind: 'booking_cancelled', serviceName: 'Pedicure', startsAt: may, byClient: true },
      { kind: 'booking_cancelled', serviceName: 'Pedicure', startsAt: may, byClient: false },
      { kind: 'booking_rescheduled', serviceName: 'Pedicure', startsAt: december, previousStartsAt: may },
      { kind: 'waitlist_slot_freed', startsAt: may, link: 'https://studio.test/booking?date=2027-05-04' },
    ];
    const [mine, studios, moved, freed] = events.map(
      (e) => composeClientMessage(e, studio, 'Bea').paragraphs[1],
    );
    expect(mine).toBe(
      'As you asked, your Pedicure on Tuesday, May 4, 2027 at 10:00 AM (Eastern time) is cancelled.',
    );
    expect(studios).toContain('has been cancelled by the studio');
    expect(moved).toContain(
      'from Tuesday, May 4, 2027 at 10:00 AM (Eastern time) to Tuesday, Dec 7, 2027 at 9:00 AM',
    );
    expect(freed).toBe(
      'Good news: Tuesday, May 4, 2027 at 10:00 AM (Eastern time) is free again on the day you are waiting for.',
    );
  });
});

describe('outgoingMessage', () => {
  const hostile = composeClientMessage(
    { kind: 'booking_confirmed', serviceName: '<img src=x onerror=alert(1)>', startsAt: may },
    studio,
    'Bea "<b>" & co',
  );

  it('writes the Trigger Email shape with the HTML escaped', () => {
    const out = outgoingMessage({ channel: 'email', to: 'bea@studio.test', note: null }, hostile, trace);
    expect(out.collection).toBe('mail');
    if (out.collection !== 'mail') return;
    expect(out.data.to).toBe('bea@studio.test');
    expect(out.data.message.html).not.toContain('<img');
    expect(out.data.message.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(out.data.message.html).toContain('<p>Hi Bea,</p>');
    expect(out.data.message.text).toContain('<img src=x onerror=alert(1)>');
    expect(mailDocumentSchema.parse(out.data).delivery).toBeNull();
  });

  it("makes the client's name inert: escaped, no bidi controls, nothing a mail client links", () => {
    for (const name of ['<b>http://win.example.com/</b> Lima', '\u202Ewww.prize.com', 'ana@evil.co']) {
      const message = composeClientMessage(
        { kind: 'booking_reminder', serviceName: 'Pedicure', startsAt: may },
        studio,
        name,
      );
      const route = { channel: 'email', to: 'bea@studio.test', note: null } as const;
      const out = outgoingMessage(route, message, trace);
      if (out.collection !== 'mail') throw new Error('expected an e-mail');
      const greeting = [
        out.data.message.html.split('\n')[0] ?? '',
        out.data.message.text.split('\n')[0] ?? '',
      ];
      for (const line of greeting) {
        expect(line, name).toMatch(/^(<p>)?Hi /);
        expect(line, name).not.toMatch(/https?:|www\.|\.(com|co)\b|@|\u202E/);
      }
      expect(out.data.message.html, name).not.toContain('<b>');
    }
  });

  it('writes the Twilio shape for a text, with the note for staff', () => {
    const route = { channel: 'sms', to: '+15551234567', note: 'sent by text' } as const;
    const out = outgoingMessage(route, hostile, trace);
    expect(out).toMatchObject({
      collection: 'messages',
      data: { to: '+15551234567', client_id: 'bea', booking_id: 'b1', route_note: 'sent by text' },
    });
    if (out.collection === 'messages') expect(smsDocumentSchema.parse(out.data).body).toBe(hostile.sms);
  });

  it('writes nothing when the route found no way, saying why', () => {
    expect(outgoingMessage({ channel: null, skipped: 'no way' }, hostile, trace)).toEqual({
      collection: null,
      skipped: 'no way',
    });
  });
});

describe('deliveryState', () => {
  it("is 'queued' until an extension writes, then its word", () => {
    expect(deliveryState({ delivery: null })).toBe('queued');
    expect(deliveryState({ delivery: { state: 'SUCCESS' } })).toBe('success');
    expect(deliveryState({ delivery: { state: 'SUCCESS', info: { status: 'delivered' } } })).toBe(
      'delivered',
    );
  });

  it('escapes every HTML-special character', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
