import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

describe('messages', () => {
  it('appends the server message where the spec shows one', () => {
    expect(messages.clients.photoUploadFailed('quota exceeded')).toBe(
      'Failed to upload photo: quota exceeded',
    );
    expect(messages.clients.noteDeleteFailed('')).toBe('Failed to delete note: ');
  });
  it('keeps the exact wording of spec §8', () => {
    expect(messages.auth.signedUp).toBe('Account created successfully!');
    expect(messages.toggles.addOn.visible).toBe('Add-on visible');
  });
});
