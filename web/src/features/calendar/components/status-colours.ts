import type { Theme } from '@emotion/react';
import type { BookingStatus } from '@studio/domain';

/** A booking's colours on the calendar by status: what still happens is bright, what is over grey or red. */
export function statusColours(theme: Theme, status: BookingStatus) {
  switch (status) {
    // Waiting for approval (issue 32): it holds the time, in a colour of its own until answered.
    case 'pending':
      return { background: '#EDE9FE', color: '#5B21B6', border: '#8B5CF6' };
    case 'scheduled':
      return {
        background: theme.colors.primarySoft,
        color: theme.colors.primaryDark,
        border: theme.colors.primary,
      };
    case 'confirmed':
      return {
        background: theme.colors.primary,
        color: theme.colors.onPrimary,
        border: theme.colors.primaryDark,
      };
    case 'completed':
      return { background: '#E9E6EC', color: '#3F3947', border: '#B9B2C2' };
    case 'cancelled':
      return { background: '#FFF1F2', color: '#9F1239', border: '#FDA4AF', textDecoration: 'line-through' };
    case 'no_show':
      return { background: '#FEE2E2', color: '#991B1B', border: '#F87171' };
  }
}
