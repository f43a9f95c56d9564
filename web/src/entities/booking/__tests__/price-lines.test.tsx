import { defaultSettings, type SettingsValues } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { PublicSettingsContext } from '../../../utils/public-settings.tsx';
import { PriceLines } from '../components/price-lines.tsx';

function priceText(settings: SettingsValues, policy: boolean): string {
  return textOf(
    renderMarkup(
      <PublicSettingsContext.Provider value={{ settings, loaded: true }}>
        <PriceLines
          label="Price"
          lines={[{ label: 'Gel Manicure', amount: 60 }]}
          tax={0}
          total={60}
          deposit={15}
          policy={policy}
        />
      </PublicSettingsContext.Provider>,
    ),
  );
}

describe('the booking form’s price lines', () => {
  it("state the appointment's deposit and the settings' cancellation window under the total", () => {
    const settings = defaultSettings();
    const twelveHours = {
      ...settings,
      booking_settings: { ...settings.booking_settings, cancellationWindow: 12 },
    };
    expect(priceText(twelveHours, true)).toContain(
      'Deposit due $15.00 A $15.00 deposit holds your spot. Required to secure your appointment. Cancel up to 12 hours before for a full refund.',
    );
  });

  it('leave the policy out of a booking already made (its details)', () => {
    expect(priceText(defaultSettings(), false)).not.toContain('holds your spot');
  });
});
