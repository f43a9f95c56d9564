// Asking the Instagram Graph API who a business account is. Pure apart from fetch: the base URL
// and the timeout come in, so tests point it at a local fake Graph server. The answer is read
// defensively: no redirect is followed (the token must only reach Graph), the body is read up to
// maxGraphAnswerBytes and the whole exchange within the timeout (at most maxGraphTimeoutMs), and
// the username is stored only if it is one Instagram could have issued.
import {
  type InstagramCredentials,
  instagramCredentialMessages,
  instagramUsernamePattern,
} from '@studio/domain';

export interface GraphOptions {
  /** e.g. https://graph.facebook.com/v21.0 (no trailing slash needed). */
  baseUrl: string;
  timeoutMs: number;
}

export type { InstagramCredentials };

export type InstagramCheck = { ok: true; username: string } | { ok: false; message: string };

export const messages = {
  invalidToken: instagramCredentialMessages.invalidToken,
  accountNotFound:
    'No Instagram Business Account has this ID, or the token cannot see it. Check the account ID.',
  missingPermission:
    'The token lacks a permission this needs (instagram_basic, pages_show_list). Generate a token with them.',
  rateLimited: 'Instagram is limiting requests right now. Wait a few minutes and try again.',
  notBusinessAccount: 'This ID is not an Instagram Business Account (Instagram returned no username).',
  timeout: 'Instagram did not answer in time. Try again in a moment.',
  unreachable: 'Failed to connect to Instagram. Check the network and try again.',
  redirected:
    'Instagram answered with a redirect, which the studio does not follow. Check the Graph API address.',
  tooLarge: 'Instagram answered with more data than an account lookup has. Try again later.',
  badUsername:
    'Instagram returned a username the studio cannot store (letters, numbers, periods and underscores, at most 30).',
} as const;

/** An account lookup answers a few hundred bytes; anything past this is not Graph's answer. */
export const maxGraphAnswerBytes = 64 * 1024;
/** However the parameter is set, a connection test never waits longer than this. */
export const maxGraphTimeoutMs = 30_000;

/** The Graph API's error body: { error: { message, type, code, error_subcode, fbtrace_id } }. */
interface GraphErrorBody {
  error?: { message?: unknown; type?: unknown; code?: unknown; error_subcode?: unknown };
}

// Graph error codes: 190 OAuth token; 100 bad parameter or unknown object (subcode 33: object
// does not exist or lacks permission); 10 and 200–299 permissions; 4, 17, 32, 613 and 80002
// (Instagram) rate limits.
const rateLimitCodes = new Set([4, 17, 32, 613, 80002]);

export function messageForGraphError(status: number, body: unknown): string {
  const error = (body as GraphErrorBody | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  if (code === 190 || (error?.type === 'OAuthException' && status === 401)) return messages.invalidToken;
  if (code !== null && rateLimitCodes.has(code)) return messages.rateLimited;
  if (status === 429) return messages.rateLimited;
  if (code === 100) return messages.accountNotFound;
  if (code === 10 || (code !== null && code >= 200 && code <= 299)) return messages.missingPermission;
  if (status === 404) return messages.accountNotFound;
  const text = typeof error?.message === 'string' && error.message.length > 0 ? error.message : null;
  return text
    ? `Instagram refused the request: ${text}`
    : `Instagram answered HTTP ${status}. Try again later.`;
}

function isTimeout(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** The timeout a test uses: the parameter, capped at maxGraphTimeoutMs. */
export function graphTimeoutMs(requested: number): number {
  return Math.min(requested, maxGraphTimeoutMs);
}

class AnswerTooLarge extends Error {}

/** The body as text, refused past `limit` bytes (declared or received), never read whole first. */
async function readCapped(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new AnswerTooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AnswerTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function failure(error: unknown): InstagramCheck {
  if (error instanceof AnswerTooLarge) return { ok: false, message: messages.tooLarge };
  return { ok: false, message: isTimeout(error) ? messages.timeout : messages.unreachable };
}

export async function fetchInstagramUsername(
  options: GraphOptions,
  credentials: InstagramCredentials,
): Promise<InstagramCheck> {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/${encodeURIComponent(credentials.businessAccountId)}?fields=id,username`;
  let response: Response;
  let body: unknown;
  try {
    // The token travels in a header, not in the URL, so it never lands in a request log. The
    // signal bounds the connection, the headers and the body read together.
    response = await fetch(url, {
      headers: { authorization: `Bearer ${credentials.pageAccessToken}`, accept: 'application/json' },
      redirect: 'manual',
      signal: AbortSignal.timeout(graphTimeoutMs(options.timeoutMs)),
    });
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      return { ok: false, message: messages.redirected };
    }
    body = parseJson(await readCapped(response, maxGraphAnswerBytes));
  } catch (error) {
    return failure(error);
  }
  if (!response.ok) return { ok: false, message: messageForGraphError(response.status, body) };
  const username = (body as { username?: unknown } | null)?.username;
  if (typeof username !== 'string' || username.length === 0)
    return { ok: false, message: messages.notBusinessAccount };
  if (!instagramUsernamePattern.test(username)) return { ok: false, message: messages.badUsername };
  return { ok: true, username };
}
