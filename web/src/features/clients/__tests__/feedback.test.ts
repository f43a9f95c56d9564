import { messages } from '@studio/domain';
import type { User } from 'firebase/auth';
import type { Firestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The toasts and the SDK calls are what these tests watch; nothing reaches a server.
const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
const firestore = vi.hoisted(() => ({ addDoc: vi.fn(), updateDoc: vi.fn() }));
vi.mock('../../../utils/toast.tsx', () => ({ notify }));
vi.mock('../../../lib/firebase/index.ts', () => ({ loadStorage: vi.fn() }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/firestore')>()),
  addDoc: firestore.addDoc,
  updateDoc: firestore.updateDoc,
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
  allergies: [],
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

describe('saving a profile', () => {
  it('shows one error toast for a refused form, naming the first problem and the count, and sends nothing', async () => {
    const saved = await updateClientProfileWithToast(db, 'uid-ana', {
      ...profile,
      phone: 'call me',
      instagram_handle: 'no spaces allowed',
    });
    expect(saved).toBe(false);
    expect(notify.error).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to update profile: check the form',
      'Phone may only contain digits, spaces and + ( ) . - (at most 30) (and 1 more to check)',
    );
    expect(firestore.updateDoc).not.toHaveBeenCalled();
  });

  it('refuses a cleared full name instead of storing none', async () => {
    expect(await updateClientProfileWithToast(db, 'uid-ana', { ...profile, full_name: '  ' })).toBe(false);
    expect(notify.error).toHaveBeenCalledWith(
      'Failed to update profile: check the form',
      'Full name is required',
    );
    expect(firestore.updateDoc).not.toHaveBeenCalled();
  });

  it('writes the editable fields and says so', async () => {
    firestore.updateDoc.mockResolvedValueOnce(undefined);
    expect(await updateClientProfileWithToast(db, 'uid-ana', profile)).toBe(true);
    expect(firestore.updateDoc.mock.calls[0]?.[1]).toMatchObject({ full_name: 'Ana', phone: null });
    expect(notify.success).toHaveBeenCalledWith(messages.clients.profileUpdated, undefined);
  });

  it("reports the server's reason on failure", async () => {
    firestore.updateDoc.mockRejectedValueOnce(new Error('Missing or insufficient permissions.'));
    expect(await updateClientProfileWithToast(db, 'uid-ana', profile)).toBe(false);
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
