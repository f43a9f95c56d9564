import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('CSV', () => {
  it('quotes commas, quotes and line breaks, and ends lines with CRLF', () => {
    const csv = toCsv(
      [
        { header: 'name', value: (r: { name: string; n: number }) => r.name },
        { header: 'n', value: (r) => r.n },
      ],
      [
        { name: 'Lima, Ana', n: 1 },
        { name: 'say "hi"\nthere', n: -2 },
      ],
    );
    expect(csv).toBe('name,n\r\n"Lima, Ana",1\r\n"say ""hi""\nthere",-2\r\n');
  });

  it('keeps typed text that looks like a formula as text', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvCell('@ana')).toBe("'@ana");
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes dates as ISO, lists joined, and nothing for null', () => {
    expect(csvCell(new Date('2026-03-08T15:00:00Z'))).toBe('2026-03-08T15:00:00.000Z');
    expect(csvCell(['Latex', 'Acetone'])).toBe('Latex; Acetone');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
