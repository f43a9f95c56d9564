import { defaultSettings, type SettingsValues } from '@studio/domain';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderMarkup, textOf } from '../../../testing/render-markup.tsx';
import { PublicSettingsContext } from '../../../utils/public-settings.tsx';
import { PrivacyRoute, TermsRoute } from '../policy.tsx';

/** A page's text under `settings`, as the provider hands them over. */
function textUnder(page: ReactNode, changes: Partial<SettingsValues> = {}): string {
  const settings = { ...defaultSettings(), ...changes };
  return textOf(
    renderMarkup(
      <PublicSettingsContext.Provider value={{ settings, loaded: true }}>
        {page}
      </PublicSettingsContext.Provider>,
    ),
  );
}

describe('the Privacy Policy page', () => {
  it('shows the standard policy, with the studio’s name, while the owner has written none', () => {
    const text = textUnder(<PrivacyRoute />, {
      business_info: { name: 'Polished Studio', email: '', phone: '' },
    });
    expect(text).toContain('Privacy Policy');
    expect(text).toContain('Polished Studio respects your privacy.');
    expect(text).toContain('We do not sell your personal information');
  });

  it('shows the owner’s own text, and not the standard one', () => {
    const text = textUnder(<PrivacyRoute />, { privacy_policy_text: 'We keep your details private.' });
    expect(text).toContain('We keep your details private.');
    expect(text).not.toContain('respects your privacy');
  });
});

describe('the Terms of Service page', () => {
  it('shows the standard terms while the owner has written none', () => {
    const text = textUnder(<TermsRoute />);
    expect(text).toContain('Terms of Service');
    expect(text).toContain('Deposits and cancellations');
  });

  it('shows the owner’s own terms, a "## " paragraph as a heading', () => {
    const markup = renderMarkup(
      <PublicSettingsContext.Provider
        value={{
          settings: { ...defaultSettings(), terms_text: '## Late arrivals\n\nCall us if you are late.' },
          loaded: true,
        }}
      >
        <TermsRoute />
      </PublicSettingsContext.Provider>,
    );
    expect(markup).toContain('<h2>Late arrivals</h2>');
    expect(textOf(markup)).toContain('Call us if you are late.');
    expect(textOf(markup)).not.toContain('Deposits and cancellations');
  });
});
