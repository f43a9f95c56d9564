import { messages } from '@studio/domain';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The toasts and the SDK calls are what these tests watch; nothing reaches a server.
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const firestore = vi.hoisted(() => ({ addDoc: vi.fn(), updateDoc: vi.fn(), runTransaction: vi.fn() }));
vi.mock('../../../utils/toast.tsx', () => ({ notify }));
vi.mock('../../../lib/firebase/index.ts', () => ({ loadStorage: vi.fn() }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  addDoc: firestore.addDoc,
  updateDoc: firestore.updateDoc,
  runTransaction: firestore.runTransaction,
}));

const { addClientNoteWithToast, updateClientProfileWithToast, uploadClientPhotoWithToast } = await import(
  '../components/client-feedback.ts'
);
const { getFirestore } = await import('firebase/firestore');
const { initializeApp } = await import('firebase/app');

const db: Firestore = getFirestore(
  initializeApp({ projectId: 'demo-feedback-test', apiKey: 'x' }, 'feedback'),
);
const staff = { uid: 'uid-owner' } as User;
const profile = {
  full_name: 'Ana',
  phone: '',
  instagram_handle: '',
  notes: '',
  allergies: [] as string[],
  favorite_colors: [],
  nailShape: '',
  nailLength: '',
  style: '',
  communicationPreference: '',
};

beforeEach(() => {
  vi.clearAllMocks();
  // Failures are logged by design; keep the test output about the tests.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

/** The profile as stored when the save's transaction reads it; answers the fields it writes. */
function storedProfile(stored: Record<string, unknown>) {
  const update = vi.fn();
  firestore.runTransaction.mockImplementationOnce(async (_db, write) =>
    write({ get: async () => ({ data: () => stored }), update }),
  );
  return () => update.mock.calls[0]?.[1] as Record<string, unknown>;
}

const save = (values: typeof profile, loaded: string[] = []) =>
  updateClientProfileWithToast(db, staff, 'uid-ana', values, loaded);

describe('saving a profile', () => {
  it('shows one error toast for a refused form, naming the first problem and the count, and sends nothing', async () => {
    const saved = await save({ ...profile, phone: 'call me', instagram_handle: 'no spaces allowed' });
    expect(saved).toBe(false);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to update profile: check the form',
      'Phone may only contain digits, spaces and + ( ) . - (at most 30) (and 1 more to check)',
    );
    expect(firestore.runTransaction).not.toHaveBeenCalled();
  });

  it('refuses a cleared full name instead of storing none', async () => {
    expect(await save({ ...profile, full_name: '  ' })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to update profile: check the form',
      'Full name is required',
    );
    expect(firestore.runTransaction).not.toHaveBeenCalled();
  });

  it('writes the editable fields and says so', async () => {
    const written = storedProfile({ allergies: [] });
    expect(await save(profile)).toBe(true);
    expect(written()).toMatchObject({ full_name: 'Ana', phone: null, allergies: [] });
    expect(Object.keys(written())).not.toContain('allergies_removed.0');
    expect(notify.success).toHaveBeenCalledWith(messages.clients.profileUpdated, undefined);
  });

  it('records an allergy staff removed, under the next key, and keeps one the client added meanwhile', async () => {
    const earlier = { allergies: ['nickel'], removed_by: 'uid-owner', removed_at: new Date(0) };
    const written = storedProfile({
      allergies: ['latex', 'hema', 'Cinnamon'],
      allergies_removed: { '0': earlier },
    });
    // The form loaded latex and hema; staff unticked hema. The client added Cinnamon since.
    expect(await save({ ...profile, allergies: ['latex'] }, ['latex', 'hema'])).toBe(true);
    expect(written()).toMatchObject({
      allergies: ['latex', 'Cinnamon'],
      'allergies_removed.1': { allergies: ['hema'], removed_by: 'uid-owner' },
    });
  });

  it("reports the server's reason on failure", async () => {
    firestore.runTransaction.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    expect(await save(profile)).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to update profile: Missing or insufficient permissions.',
    );
  });
});

describe('adding a note', () => {
  it('does not save a blank note', async () => {
    expect(await addClientNoteWithToast(db, staff, 'uid-ana', { note: '  ', note_type: 'general' })).toBe(
      false,
    );
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(firestore.addDoc).not.toHaveBeenCalled();
  });

  it('writes an unpinned note by the current user', async () => {
    firestore.addDoc.mockResolvedValueOnce(undefined);
    expect(await addClientNoteWithToast(db, staff, 'uid-ana', { note: ' Hi ', note_type: 'general' })).toBe(
      true,
    );
    expect(firestore.addDoc.mock.calls[0]?.[1]).toMatchObject({
      client_id: 'uid-ana',
      note: 'Hi',
      is_pinned: false,
      created_by: 'uid-owner',
    });
    expect(notify.success).toHaveBeenCalledWith(messages.clients.noteAdded, undefined);
  });

  it("fails with 'Not authenticated' without a user", async () => {
    expect(await addClientNoteWithToast(db, null, 'uid-ana', { note: 'Hi', note_type: 'general' })).toBe(
      false,
    );
    expect(notify.error).toHaveBeenCalledWith('Failed to add note: Not authenticated');
  });
});

describe('uploading a photo', () => {
  it('refuses a missing file with its own toast before touching Storage', async () => {
    const done = await uploadClientPhotoWithToast(db, staff, 'uid-ana', {
      file: null,
      photo_type: 'before',
      notes: '',
      tags: '',
    });
    expect(done).toBe(false);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(firestore.addDoc).not.toHaveBeenCalled();
  });
});
