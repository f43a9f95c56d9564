import { defaultSettings, type SettingsValues } from '@studio/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { BookingTeaser } from '../components/booking-teaser.tsx';

// The settings the teaser reads, as the provider would hand them over after a change.
let current: SettingsValues = defaultSettings();
vi.mock('../../../utils/public-settings.tsx', () => ({
  usePublicSettings: () => ({ settings: current, loaded: true }),
}));

describe('the home booking blurb', () => {
  beforeEach(() => {
    current = defaultSettings();
  });

  it('states the default deposit and cancellation window', () => {
    expect(textOf(renderMarkup(<BookingTeaser />))).toContain(
      'A 25% deposit holds your spot. Cancel up to 24 hours before for a full refund.',
    );
  });

  it('follows a deposit and window change, and never the old $20 / 6 hours text', () => {
    current = {
      ...current,
      booking_settings: { ...current.booking_settings, depositPercentage: 40, cancellationWindow: 48 },
    };
    const text = textOf(renderMarkup(<BookingTeaser />));
    expect(text).toContain('A 40% deposit holds your spot. Cancel up to 48 hours before for a full refund.');
    expect(text).not.toMatch(/\$20|6 hours/);
  });

  it('says when no deposit is needed', () => {
    current = { ...current, booking_settings: { ...current.booking_settings, requireDeposit: false } };
    expect(textOf(renderMarkup(<BookingTeaser />))).toContain('No deposit is needed to hold your spot.');
  });
});
