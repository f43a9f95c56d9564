import { callFunction } from '../../../lib/firebase/index.ts';

export interface InstagramCredentialsInput {
  businessAccountId: string;
  pageAccessToken: string;
}

/** What the callable answers (functions/src/instagram/test-instagram-connection.ts). */
export interface InstagramTestAnswer {
  success: boolean;
  username: string | null;
  message: string;
}

/**
 * Asks the function to try the credentials against Instagram. On success the function itself
 * saves instagram_connected and instagram_username and keeps the token where no browser reads it.
 */
export async function testInstagramConnection(
  input: InstagramCredentialsInput,
): Promise<InstagramTestAnswer> {
  return callFunction<InstagramCredentialsInput, InstagramTestAnswer>('testInstagramConnection', {
    businessAccountId: input.businessAccountId.trim(),
    pageAccessToken: input.pageAccessToken.trim(),
  });
}
