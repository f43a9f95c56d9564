import { defaultSettings } from '@studio/domain';
import { describe, expect, it } from 'vitest';
import { imageFileProblem, imageObjectName, maxImageBytes, uploadRefusal } from '../image-file.ts';
import { staffAccess } from '../staff-access.ts';

describe('image uploads', () => {
  it('accept PNG, JPEG, WebP, GIF and AVIF up to 10 MiB only, as storage.rules do (no SVG)', () => {
    expect(imageFileProblem({ type: 'image/png', size: 1024 })).toBeNull();
    expect(imageFileProblem({ type: 'image/avif', size: maxImageBytes })).toBeNull();
    expect(imageFileProblem({ type: 'image/svg+xml', size: 1024 })).toMatch(/PNG, JPEG, WebP, GIF or AVIF/);
    expect(imageFileProblem({ type: 'text/plain', size: 10 })).toMatch(/PNG, JPEG, WebP, GIF or AVIF/);
    expect(imageFileProblem({ type: '', size: 10 })).toMatch(/PNG, JPEG, WebP, GIF or AVIF/);
    expect(imageFileProblem({ type: 'image/jpeg', size: maxImageBytes + 1 })).toMatch(/10 MB/);
  });

  it('say why an upload was refused in plain words, never an SDK code', () => {
    const storage = (code: string) => Object.assign(new Error(`Firebase Storage: x (${code})`), { code });
    expect(uploadRefusal(storage('storage/unauthorized'))).toMatch(/refused this file: upload a PNG/);
    expect(uploadRefusal(storage('storage/retry-limit-exceeded'))).toMatch(/Check the connection/);
    expect(uploadRefusal(storage('storage/quota-exceeded'))).toBe(
      'The image could not be uploaded. Try again.',
    );
    // Our own check's sentence (uploadPublicImage throws it before any request) is kept.
    expect(uploadRefusal(new Error('The image is larger than 10 MB.'))).toBe(
      'The image is larger than 10 MB.',
    );
    expect(uploadRefusal('x')).toBe('The image could not be uploaded. Try again.');
  });

  it('name objects uniquely and keep the extension', () => {
    expect(imageObjectName('Photo.JPG', 1700000000000, 'abc123')).toBe('1700000000000-abc123.jpg');
    expect(imageObjectName('no-extension', 1, 'x')).toBe('1-x.img');
    expect(imageObjectName('../../evil.png/..', 1, 'x')).toBe('1-x.img');
  });
});

describe('staffAccess', () => {
  const settings = defaultSettings();
  it('lets the owner do everything', () => {
    expect(staffAccess('owner', { ...settings, permissions_assistant_manage_services: false })).toMatchObject(
      {
        isOwner: true,
        manageBookings: true,
        manageServices: true,
        viewReports: true,
      },
    );
  });
  it('gives assistants what the permission settings say (defaults: bookings and reports)', () => {
    expect(staffAccess('assistant', settings)).toMatchObject({
      isOwner: false,
      manageBookings: true,
      manageServices: false,
      viewReports: true,
    });
    expect(
      staffAccess('assistant', {
        ...settings,
        permissions_assistant_manage_services: true,
        permissions_assistant_manage_bookings: false,
      }),
    ).toMatchObject({ manageBookings: false, manageServices: true });
  });
  it('lets an assistant read bookings with either right, and not without both', () => {
    const off = {
      ...settings,
      permissions_assistant_manage_bookings: false,
      permissions_assistant_view_reports: false,
    };
    expect(staffAccess('assistant', off)).toMatchObject({ readBookings: false, viewReports: false });
    expect(staffAccess('assistant', { ...off, permissions_assistant_view_reports: true }).readBookings).toBe(
      true,
    );
    expect(staffAccess('assistant', { ...off, permissions_assistant_manage_bookings: true })).toMatchObject({
      readBookings: true,
      viewReports: false,
    });
  });
  it('gives a client or no role nothing', () => {
    for (const role of ['client', null] as const)
      expect(staffAccess(role, settings)).toMatchObject({ manageBookings: false, manageServices: false });
  });
});
