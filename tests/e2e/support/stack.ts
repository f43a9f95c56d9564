// The running stack as the tests see it: its URLs, and firebase-admin pointed at its emulators
// (the "staff write" and "visible through the admin SDK" halves of the tests).
import { type SettingKey, type SettingValue, settingDocument } from '@studio/domain';
import { type App, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { type GraphRequest, recordedGraphRequests } from '../../../functions/test/fake-graph-server.ts';
import type { E2eStack } from './stack-info.ts';

export function stack(): E2eStack {
  return inject('e2eStack');
}

/** An absolute URL of the web app. */
export function webUrl(path: string): string {
  return new URL(path, stack().urls.web).href;
}

let adminApp: App | undefined;

function admin(): App {
  if (!adminApp) {
    // firebase-admin finds emulators through the environment only; each test file runs in its
    // own worker, so setting it here touches nothing else.
    Object.assign(process.env, stack().env);
    adminApp = initializeApp({ projectId: stack().projectId }, 'e2e-admin');
  }
  return adminApp;
}

export function adminDb(): Firestore {
  return getFirestore(admin());
}

export function adminAuth(): Auth {
  return getAuth(admin());
}

/** A staff member changes a public setting (as the dashboard's settings screen would). */
export async function setPublicSetting<K extends SettingKey>(key: K, value: SettingValue<K>): Promise<void> {
  await adminDb()
    .doc(`settings_public/${key}`)
    .set(settingDocument(key, value, 'e2e-staff', new Date()));
}

/** What the fake Instagram Graph API has been asked so far (by the functions), oldest first. */
export function graphRequests(): Promise<GraphRequest[]> {
  return recordedGraphRequests(stack().graphUrl);
}

/** Polls until `probe` answers something truthy (functions and listeners act after a write). */
export async function eventually<T>(
  what: string,
  probe: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
