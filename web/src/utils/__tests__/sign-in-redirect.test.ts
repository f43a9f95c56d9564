import { describe, expect, it } from 'vitest';
import { sameSitePath, signInPathReturningTo } from '../sign-in-redirect.ts';

describe('the redirect after signing in', () => {
  it('follows a path of this site, with its query and fragment', () => {
    expect(sameSitePath('/booking?service=svc-acrylic-full')).toBe('/booking?service=svc-acrylic-full');
    expect(sameSitePath('/dashboard/account#password')).toBe('/dashboard/account#password');
    expect(sameSitePath('/')).toBe('/');
  });

  it('refuses anything that could leave the site', () => {
    for (const value of [
      '//evil.example',
      '//evil.example/booking',
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      'https://evil.example/',
      'http:/evil.example',
      'javascript:alert(1)',
      'booking',
      '/\tevil',
      '/\n/evil',
      '',
      null,
      undefined,
    ]) {
      expect(sameSitePath(value), String(value)).toBeNull();
    }
  });

  it('builds the /auth link that returns to a page', () => {
    const link = signInPathReturningTo('/booking?service=svc-gel');
    expect(link).toBe('/auth?redirect=%2Fbooking%3Fservice%3Dsvc-gel');
    expect(sameSitePath(new URLSearchParams(link.split('?')[1]).get('redirect'))).toBe(
      '/booking?service=svc-gel',
    );
  });
});
