// What the owner types into the Integrations card to connect Instagram, as the
// testInstagramConnection callable accepts it (functions/src/instagram/test-instagram-connection.ts).
import { z } from 'zod';

export const instagramCredentialMessages = {
  missingCredentials: 'Enter both the Instagram Business Account ID and the Page Access Token.',
  badAccountId: 'The Instagram Business Account ID is a number (digits only).',
  invalidToken: 'The Page Access Token is invalid or has expired. Generate a new one and try again.',
} as const;

/** No token Meta issues comes near this; a longer one is refused before it reaches Graph. */
const maxTokenLength = 4096;

const trimmedOrEmpty = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Both fields trimmed; the account ID digits only (it becomes a path segment of the Graph URL, so
 * no `../`). Each refusal is reported on the whole input with one sentence for the owner.
 */
export const instagramCredentialsSchema = z
  .unknown()
  .transform((input) => {
    const fields = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
    return {
      businessAccountId: trimmedOrEmpty(fields.businessAccountId),
      pageAccessToken: trimmedOrEmpty(fields.pageAccessToken),
    };
  })
  .check((ctx) => {
    const { businessAccountId: id, pageAccessToken: token } = ctx.value;
    const refuse = (message: string) => ctx.issues.push({ code: 'custom', message, input: ctx.value });
    if (id === '' || token === '') refuse(instagramCredentialMessages.missingCredentials);
    else if (!/^\d{1,32}$/.test(id)) refuse(instagramCredentialMessages.badAccountId);
    else if (token.length > maxTokenLength) refuse(instagramCredentialMessages.invalidToken);
  });

export type InstagramCredentials = z.output<typeof instagramCredentialsSchema>;
