import { describe, expect, it } from 'vitest';
import { cleanClientName, firstNameOf, inertText, withoutBidiControls } from './client-name.ts';

describe("a client's name shown to others", () => {
  it('loses every bidirectional control, keeping the letters of any script', () => {
    expect(withoutBidiControls('Ana\u202Egpj.exe')).toBe('Anagpj.exe');
    expect(withoutBidiControls('\u2066Bea\u2069 \u200FLima\u200E\u061C')).toBe('Bea Lima');
    expect(withoutBidiControls('سارة Ana Łucja')).toBe('سارة Ana Łucja');
    expect(cleanClientName(null)).toBeNull();
    expect(cleanClientName('\u202BCleo')).toBe('Cleo');
  });

  it('greets her by the first word of her name', () => {
    expect(firstNameOf('  Ana Lima ')).toBe('Ana');
    expect(firstNameOf('\u202EAna Lima')).toBe('Ana');
    expect(firstNameOf('   ')).toBeNull();
    expect(firstNameOf(null)).toBeNull();
  });

  it('breaks what a mail client would link: domains, schemes, addresses', () => {
    const inert = inertText('http://win.example.com/x ana@evil.co www.prize.com');
    expect(inert).not.toMatch(/[.:/@]/);
    expect(inert).toBe(
      'http\u2236\u2215\u2215win\u2024example\u2024com\u2215x ana\uFF20evil\u2024co www\u2024prize\u2024com',
    );
    expect(inertText('Ana-Lúcia')).toBe('Ana-Lúcia');
    expect(inertText('\u202Ecom.evil')).toBe('com\u2024evil');
  });
});
