import { describe, expect, it } from 'vitest';
import { dashboardAccess } from '../dashboard-access.ts';

describe('the dashboard gate', () => {
  it('waits while auth or the role loads', () => {
    expect(dashboardAccess('loading', null)).toBe('loading');
    expect(dashboardAccess('signed-in', { role: null, loading: true })).toBe('loading');
  });

  it('sends a signed-out visitor to sign in', () => {
    expect(dashboardAccess('signed-out', null)).toBe('sign-in');
  });

  it('gives clients the client dashboard and every other role the staff area', () => {
    expect(dashboardAccess('signed-in', { role: 'client', loading: false })).toBe('client');
    expect(dashboardAccess('signed-in', { role: 'owner', loading: false })).toBe('staff');
    expect(dashboardAccess('signed-in', { role: 'assistant', loading: false })).toBe('staff');
  });

  it('never treats a missing role as staff', () => {
    expect(dashboardAccess('signed-in', { role: null, loading: false })).toBe('client');
  });
});
