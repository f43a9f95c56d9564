import { describe, expect, it } from 'vitest';
import { bookingSchema } from '../schemas/bookings.ts';
import { calendarFeedPath, feedAppointmentOf, feedTokenOfPath, roleChangeRevokesFeed } from './feed.ts';
import { calendarFeedIcs } from './ics.ts';

const token = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJ-_01234';

const booking = (status: string) =>
  bookingSchema.parse({
    client_id: 'c1',
    service_id: 's1',
    scheduled_at: new Date('2026-12-01T15:00:00Z'),
    duration_minutes: 45,
    total_price: 40,
    status,
    client_name: 'Ana',
    service_name: 'Pedicure',
  });

describe('the staff calendar feed', () => {
  it('is revoked by every demotion, kept by a promotion or no change', () => {
    expect(roleChangeRevokesFeed('owner', 'assistant')).toBe(true);
    expect(roleChangeRevokesFeed('owner', 'client')).toBe(true);
    expect(roleChangeRevokesFeed('assistant', 'client')).toBe(true);
    expect(roleChangeRevokesFeed('assistant', 'owner')).toBe(false);
    expect(roleChangeRevokesFeed('assistant', 'assistant')).toBe(false);
    expect(roleChangeRevokesFeed('client', 'assistant')).toBe(false);
    expect(roleChangeRevokesFeed(null, 'client')).toBe(false);
  });

  it('finds the token in its path, with or without .ics, and nothing else', () => {
    expect(feedTokenOfPath(`/${token}.ics`)).toBe(token);
    expect(feedTokenOfPath(`/${token}`)).toBe(token);
    expect(feedTokenOfPath(`/${calendarFeedPath(token)}`)).toBe(token);
    expect(feedTokenOfPath('/')).toBeNull();
    expect(feedTokenOfPath('/short.ics')).toBeNull();
    expect(feedTokenOfPath(`/${token}x.ics`)).toBeNull();
  });

  it('lists bookings that hold their time, client and service in the title', () => {
    const event = feedAppointmentOf('b1', booking('scheduled'), '12 Main St');
    expect(event).toMatchObject({
      title: 'Ana · Pedicure',
      start: new Date('2026-12-01T15:00:00Z'),
      end: new Date('2026-12-01T15:45:00Z'),
      location: '12 Main St',
    });
    expect(feedAppointmentOf('b2', booking('cancelled'), '12 Main St')).toBeNull();
    expect(feedAppointmentOf('b3', booking('no_show'), '12 Main St')).toBeNull();
    expect(feedAppointmentOf('b4', booking('completed'), '12 Main St')).not.toBeNull();
  });

  it("shares the client's first name, the service and the time, never her full name or the notes", () => {
    const withNotes = bookingSchema.parse({
      ...booking('confirmed'),
      client_name: 'Ana Lima',
      notes: 'Allergic to latex; door code 4411',
    });
    const event = feedAppointmentOf('b5', withNotes, '12 Main St');
    expect(event?.title).toBe('Ana · Pedicure');
    expect(event?.description).toBe('Client: Ana\nService: Pedicure\nStatus: confirmed');
    expect(JSON.stringify(event)).not.toMatch(/Lima|latex|4411/);
  });

  it('writes one calendar with every event, named, in the studio zone', () => {
    const events = ['a', 'b'].map((id) => feedAppointmentOf(id, booking('confirmed'), 'Studio'));
    const ics = calendarFeedIcs(
      {
        name: 'Nail Studio bookings',
        timeZone: 'America/New_York',
        appointments: events.filter((e) => e !== null),
      },
      new Date('2026-11-26T00:00:00Z'),
      'Nail Studio',
    );
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(ics).toContain('X-WR-CALNAME:Nail Studio bookings\r\n');
    expect(ics).toContain('X-WR-TIMEZONE:America/New_York\r\n');
    expect(ics).toContain('DTSTART:20261201T150000Z\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
