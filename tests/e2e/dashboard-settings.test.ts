// Settings (spec §2, §8): the Instagram card walks welcome → prerequisites → credentials, and Test Connection reaches the fake
// Graph API the stack's functions call: Graph's refusal of a bad token is shown, a good one
// connects the studio (token in secrets/instagram, which no browser reads) until Disconnect.
// Number settings saved on blur and an assistant's read-only money settings are screen tests now
// (web/src/app/routes/dashboard/__screens__/settings.test.tsx); the Blog switch and the home blurb
// reaching open pages are in toggles.test.ts. An assistant's real ID token is refused every
// owner-only setting over REST.
import {
  assistantSettingKeys,
  collections,
  type SettingKey,
  settingDefault,
  settingKeys,
  settingsCollectionFor,
  settingsRegistry,
} from '@studio/domain';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser, waitForToast } from './support/browser.ts';
import { demoAssistant, demoOwner, signInAt } from './support/session.ts';
import { adminDb, eventually, graphRequests, stack } from './support/stack.ts';
import { E2E_GRAPH } from './support/stack-info.ts';

const { newPage } = useBrowser();

let sharedSettings: Page | undefined;

/**
 * The owner's settings on `tab`: one page for the file's tests, each choosing its tab, or with
 * `fresh` a page of its own (for a test that needs the screen as it loads).
 */
async function ownerSettings(tab: string, options: { fresh?: boolean } = {}): Promise<Page> {
  let page = options.fresh ? undefined : sharedSettings;
  if (!page) {
    page = (await newPage({ keep: !options.fresh })).page;
    await signInAt(page, demoOwner, '/dashboard/settings');
    if (!options.fresh) sharedSettings = page;
  }
  await page.getByRole('tab', { name: tab }).click();
  return page;
}

/** The Integrations tab's Instagram card, opened at its credentials step. */
async function instagramCredentials(page: Page): Promise<Locator> {
  const card = page.getByRole('region', { name: 'Instagram' });
  await card.getByRole('button', { name: 'Get Started' }).click();
  await card.getByText('A Meta developer account').waitFor();
  await card.getByRole('button', { name: 'I Have These' }).click();
  return card;
}

async function enterCredentials(card: Locator, accountId: string, token: string): Promise<void> {
  await card.getByLabel('Instagram Business Account ID').fill(accountId);
  await card.getByLabel('Page Access Token').fill(token);
}

/** What the functions asked the fake Graph API while `act` ran. */
async function graphRequestsDuring(act: () => Promise<void>) {
  const before = (await graphRequests()).length;
  await act();
  return (await graphRequests()).slice(before);
}

const accountRequest = (token: string) => ({
  path: `/v21.0/${E2E_GRAPH.accountId}?fields=id,username`,
  authorization: `Bearer ${token}`,
});

describe('the Instagram connection', () => {
  it('Instagram: welcome, prerequisites, credentials; Graph refuses a bad token and the card says why', async () => {
    const page = await ownerSettings('Integrations');
    const card = await instagramCredentials(page);
    const test = card.getByRole('button', { name: 'Test Connection' });
    expect(await test.isDisabled()).toBe(true);
    await enterCredentials(card, E2E_GRAPH.accountId, 'not-a-token');
    const asked = await graphRequestsDuring(async () => {
      await test.click();
      // The file's first call of the callable may first load the functions (over 45 s at a load
      // of 36): the card's alert waits with the functions' ceiling, then the toast beside it.
      await card.getByRole('alert').waitFor({ timeout: 180_000 });
      await waitForToast(page, 'error', 'Connection failed');
    });
    expect(asked).toEqual([accountRequest('not-a-token')]);
    const reason = 'The Page Access Token is invalid or has expired. Generate a new one and try again.';
    await waitForToast(page, 'error', reason);
    await card.getByRole('alert').filter({ hasText: reason }).waitFor();
    expect(await test.isEnabled()).toBe(true);
    expect((await adminDb().doc('secrets/instagram').get()).exists).toBe(false);
  });

  it('Instagram: a good token connects @username, the token kept where no browser reads it; Disconnect forgets it', async () => {
    // Its own page: the shared one's card still shows the refused token.
    const page = await ownerSettings('Integrations', { fresh: true });
    const card = await instagramCredentials(page);
    await enterCredentials(card, E2E_GRAPH.accountId, E2E_GRAPH.validToken);
    const asked = await graphRequestsDuring(async () => {
      await card.getByRole('button', { name: 'Test Connection' }).click();
      await waitForToast(page, 'success', 'Instagram connected!');
    });
    expect(asked).toEqual([accountRequest(E2E_GRAPH.validToken)]);
    await waitForToast(page, 'success', 'Your Instagram account is now connected.');
    await card.getByText(`Successfully Connected as @${E2E_GRAPH.username}`).waitFor();

    // The function kept the token in secrets/instagram; the settings a browser reads hold none of it.
    const db = adminDb();
    expect((await db.doc('secrets/instagram').get()).data()).toMatchObject({
      business_account_id: E2E_GRAPH.accountId,
      page_access_token: E2E_GRAPH.validToken,
    });
    const staff = db.collection(collections.settingsStaff);
    expect((await staff.doc('instagram_connected').get()).get('value')).toBe(true);
    expect((await staff.doc('instagram_username').get()).get('value')).toBe(E2E_GRAPH.username);
    for (const readable of [collections.settingsStaff, collections.settingsPublic]) {
      const documents = (await db.collection(readable).get()).docs.map((d) => JSON.stringify(d.data()));
      expect(documents.filter((text) => text.includes(E2E_GRAPH.validToken))).toEqual([]);
    }

    // Done reloads the page, which reads the connection back from the staff settings.
    await card.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('tab', { name: 'Integrations' }).click();
    await card.getByText(`Instagram Connected as @${E2E_GRAPH.username}`).waitFor();

    // Disconnect asks first: Cancel keeps the connection, the dialog's Disconnect forgets the token.
    await card.getByRole('button', { name: 'Disconnect' }).click();
    const confirm = page.getByRole('dialog', { name: 'Disconnect Instagram?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    expect((await db.doc('secrets/instagram').get()).exists).toBe(true);
    await card.getByRole('button', { name: 'Disconnect' }).click();
    await confirm.getByRole('button', { name: 'Disconnect' }).click();
    await waitForToast(page, 'success', 'Instagram disconnected');
    await card.getByRole('button', { name: 'Get Started' }).waitFor();
    // A trigger forgets it, and its first event may load the functions: the functions' ceiling.
    await eventually(
      'the token forgotten',
      async () => !(await db.doc('secrets/instagram').get()).exists,
      180_000,
    );
    expect((await staff.doc('instagram_username').get()).get('value')).toBe('');
  });
});

/** A value as the Firestore REST API writes it. */
function restValue(value: unknown): unknown {
  if (value === null) return { nullValue: null };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'object')
    return {
      mapValue: {
        fields: Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, restValue(v)])),
      },
    };
  throw new Error(`No REST value for ${String(value)}`);
}

/** Saves a setting over the Firestore REST API as the demo assistant: the HTTP status. */
async function saveAsAssistant(
  idToken: string,
  uid: string,
  key: SettingKey,
  value: unknown,
): Promise<number> {
  const { urls, projectId } = stack();
  const fields = { key, value, category: settingsRegistry[key].tab, updated_by: uid, updated_at: null };
  const path = `${settingsCollectionFor(key)}/${key}`;
  const answer = await fetch(
    `${urls.firestore}/v1/projects/${projectId}/databases/(default)/documents/${path}`,
    {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({
        fields: Object.fromEntries(Object.entries(fields).map(([name, v]) => [name, restValue(v)])),
      }),
    },
  );
  return answer.status;
}

describe("an assistant and the owner's settings", () => {
  it('refuses her write of every owner-only setting, even sent straight to Firestore', async () => {
    const { urls } = stack();
    const signInAnswer = await fetch(
      `${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...demoAssistant, returnSecureToken: true }),
      },
    );
    const { idToken, localId } = (await signInAnswer.json()) as { idToken: string; localId: string };
    const db = adminDb();
    const refused: string[] = [];
    const allowed: string[] = [];
    for (const key of settingKeys) {
      // The stored value (or the default): even a wrongly allowed write would change nothing.
      const stored = (await db.doc(`${settingsCollectionFor(key)}/${key}`).get()).get('value');
      const status = await saveAsAssistant(idToken, localId, key, stored ?? settingDefault(key));
      (status === 403 ? refused : allowed).push(key);
    }
    expect(allowed.sort()).toEqual([...assistantSettingKeys].sort());
    expect(refused.length).toBe(settingKeys.length - assistantSettingKeys.length);
  });
});
