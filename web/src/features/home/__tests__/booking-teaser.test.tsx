import { defaultSettings, type SettingsValues } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { PublicSettingsContext } from '../../../utils/public-settings.tsx';
import { BookingTeaser } from '../components/booking-teaser.tsx';

/** The teaser's text under `settings`, as the provider hands them over after a change. */
function blurbUnder(settings: SettingsValues): string {
  return textOf(
    renderMarkup(
      <PublicSettingsContext.Provider value={{ settings, loaded: true }}>
        <BookingTeaser />
      </PublicSettingsContext.Provider>,
    ),
  );
}

const withPolicy = (policy: Partial<SettingsValues['booking_settings']>): SettingsValues => {
  const settings = defaultSettings();
  return { ...settings, booking_settings: { ...settings.booking_settings, ...policy } };
};

describe('the home booking blurb', () => {
  it('states the default deposit and cancellation window', () => {
    expect(blurbUnder(defaultSettings())).toContain(
      'A 25% deposit holds your spot. Required to secure your appointment. Cancel up to 24 hours before for a full refund.',
    );
  });

  it('follows a deposit and window change, and never the old $20 / 6 hours text', () => {
    const text = blurbUnder(withPolicy({ depositPercentage: 40, cancellationWindow: 48 }));
    expect(text).toContain(
      'A 40% deposit holds your spot. Required to secure your appointment. Cancel up to 48 hours before for a full refund.',
    );
    expect(text).not.toMatch(/\$20|6 hours/);
  });

  it('says when no deposit is needed', () => {
    expect(blurbUnder(withPolicy({ requireDeposit: false }))).toContain(
      'No deposit is needed to hold your spot.',
    );
  });
});
