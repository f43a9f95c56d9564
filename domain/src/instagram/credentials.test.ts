import { describe, expect, it } from 'vitest';
import { instagramCredentialsSchema, instagramCredentialMessages as messages } from './credentials.ts';

const account = '17841400000000001';
const refusal = (input: unknown) =>
  instagramCredentialsSchema.safeParse(input).error?.issues.map((i) => [i.path, i.message]);

describe('instagramCredentialsSchema', () => {
  it('trims and accepts digits and a token', () => {
    expect(
      instagramCredentialsSchema.parse({ businessAccountId: ` ${account} `, pageAccessToken: ' t ' }),
    ).toEqual({
      businessAccountId: account,
      pageAccessToken: 't',
    });
  });

  it('asks for both fields, whatever came instead of them', () => {
    for (const input of [
      { businessAccountId: account },
      null,
      'text',
      { businessAccountId: 5, pageAccessToken: 't' },
    ])
      expect(refusal(input)).toEqual([[[], messages.missingCredentials]]);
  });

  it('refuses an id that is not a number (no path tricks)', () => {
    expect(refusal({ businessAccountId: '../me', pageAccessToken: 't' })).toEqual([
      [[], messages.badAccountId],
    ]);
  });

  it('refuses a token longer than any Meta issues', () => {
    expect(refusal({ businessAccountId: account, pageAccessToken: 'x'.repeat(4097) })).toEqual([
      [[], messages.invalidToken],
    ]);
  });
});
