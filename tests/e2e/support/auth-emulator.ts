// What the Auth emulator would have sent by e-mail or text message: it sends nothing, and lists the
// links and codes instead (firebase-tools' /emulator/v1/projects/{id}/oobCodes and verificationCodes).
import { eventually, stack } from './stack.ts';

interface OobCode {
  email: string;
  /** VERIFY_AND_CHANGE_EMAIL: the address being verified (email is the current one). */
  newEmail?: string;
  requestType: string;
  oobLink: string;
}

interface VerificationCode {
  code: string;
  phoneNumber: string;
  sessionInfo: string;
}

// The page sends after its lazily loaded step arrives: room for a loaded 2-core machine.
const patience = 30_000;

async function emulatorList<T>(what: 'oobCodes' | 'verificationCodes'): Promise<T[]> {
  const { urls, projectId } = stack();
  const response = await fetch(`${urls.auth}/emulator/v1/projects/${projectId}/${what}`);
  if (!response.ok) throw new Error(`The Auth emulator's ${what}: HTTP ${response.status}`);
  return ((await response.json()) as Record<string, T[]>)[what] ?? [];
}

/** The link of the newest e-mail of `requestType` sent to `email`. */
async function newestLink(email: string, requestType: string): Promise<string> {
  // An e-mail change is sent to the new address, which the emulator lists as newEmail.
  const sentTo = (c: OobCode) => (requestType === 'VERIFY_AND_CHANGE_EMAIL' ? c.newEmail : c.email);
  return eventually(
    `a ${requestType} e-mail to ${email}`,
    async () => {
      const codes = await emulatorList<OobCode>('oobCodes');
      return codes.filter((c) => sentTo(c) === email && c.requestType === requestType).at(-1)?.oobLink;
    },
    patience,
  );
}

/** The link of the newest verification e-mail sent to `email`. */
export const emailVerificationLink = (email: string) => newestLink(email, 'VERIFY_EMAIL');

/** The link of the newest password reset e-mail sent to `email`. */
export const passwordResetLink = (email: string) => newestLink(email, 'PASSWORD_RESET');

/** The link of the newest "verify your new address" e-mail sent to `newEmail`. */
export const emailChangeLink = (newEmail: string) => newestLink(newEmail, 'VERIFY_AND_CHANGE_EMAIL');

/** The studio's own page for an e-mailed link: /auth/action with the link's mode and code. */
export function studioActionPath(link: string): string {
  const url = new URL(link);
  const params = new URLSearchParams({
    mode: url.searchParams.get('mode') ?? '',
    oobCode: url.searchParams.get('oobCode') ?? '',
  });
  return `/auth/action?${params}`;
}

/** Runs `act`, then returns the code it texted to `phoneNumber` (one not listed before). */
export async function codeTextedDuring(phoneNumber: string, act: () => Promise<void>): Promise<string> {
  const before = new Set(
    (await emulatorList<VerificationCode>('verificationCodes')).map((c) => c.sessionInfo),
  );
  await act();
  return eventually(
    `a code texted to ${phoneNumber}`,
    async () => {
      const codes = await emulatorList<VerificationCode>('verificationCodes');
      return codes.find((c) => c.phoneNumber === phoneNumber && !before.has(c.sessionInfo))?.code;
    },
    patience,
  );
}
