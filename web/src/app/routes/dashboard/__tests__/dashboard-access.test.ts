import { describe, expect, it } from 'vitest';
import { dashboardAccess } from '../dashboard-access.ts';

describe('the dashboard gate', () => {
  it('waits while auth or the role loads', () => {
    expect(dashboardAccess('loading', null)).toBe('loading');
    expect(dashboardAccess('signed-in', { status: 'loading', data: null })).toBe('loading');
  });

  it('sends a signed-out visitor to sign in', () => {
    expect(dashboardAccess('signed-out', null)).toBe('sign-in');
  });

  it('gives clients the client dashboard and every other role the staff area', () => {
    expect(dashboardAccess('signed-in', { status: 'success', data: 'client' })).toBe('client');
    expect(dashboardAccess('signed-in', { status: 'success', data: 'owner' })).toBe('staff');
    expect(dashboardAccess('signed-in', { status: 'success', data: 'assistant' })).toBe('staff');
  });

  it('never treats a missing role as staff', () => {
    expect(dashboardAccess('signed-in', { status: 'success', data: null })).toBe('client');
  });
});
