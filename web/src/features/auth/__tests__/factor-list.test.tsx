import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { FactorList } from '../components/factor-list.tsx';
import { factorRow } from '../utils/factor-rows.ts';

const phone = {
  uid: 'f1',
  factorId: 'phone' as const,
  displayName: 'Work phone',
  enrollmentTime: 'Tue, 24 Nov 2026 15:00:00 GMT',
  phoneNumber: '+15551234567',
};

describe('the second factors on the security screen', () => {
  it('show a phone by its name, last four digits and the day it was added', () => {
    expect(factorRow(phone)).toEqual({
      uid: 'f1',
      name: 'Work phone',
      detail: '••••\u00a04567',
      enrolledAt: new Date('2026-11-24T15:00:00Z'),
    });
  });

  it('name a factor added without a name by its kind', () => {
    expect(factorRow({ ...phone, displayName: null }).name).toBe('Phone');
    const app = factorRow({
      uid: 'f2',
      factorId: 'totp' as const,
      displayName: '',
      enrollmentTime: phone.enrollmentTime,
    });
    expect(app).toMatchObject({ name: 'Authenticator app', detail: 'Authenticator app' });
  });

  it('are listed with a Remove button each, dated in the studio time zone', () => {
    const late = factorRow({ ...phone, enrollmentTime: 'Wed, 25 Nov 2026 03:00:00 GMT' });
    const html = renderMarkup(<FactorList rows={[late]} timeZone="America/New_York" onRemove={() => {}} />);
    expect(textOf(html)).toBe('Work phone •••• 4567 Added Nov 24, 2026 Remove');
    expect(html).toContain('aria-label="Remove Work phone"');
  });

  it('say how to turn it on when there is none', () => {
    const text = textOf(
      renderMarkup(<FactorList rows={[]} timeZone="America/New_York" onRemove={() => {}} />),
    );
    expect(text).toBe('No phone yet. Add one below to turn two-step verification on.');
  });
});
