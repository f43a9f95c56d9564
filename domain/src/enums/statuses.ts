import { z } from 'zod';

/**
 * Booking interest (lead) status, spec §4. New interests start as new; withdrawn is the client's
 * own move, while hers is still new (issue 14), and final.
 */
export const bookingInterestStatuses = [
  'new',
  'contacted',
  'discussing',
  'converted',
  'declined',
  'withdrawn',
] as const;
export const bookingInterestStatusSchema = z.enum(bookingInterestStatuses);
export type BookingInterestStatus = z.infer<typeof bookingInterestStatusSchema>;
export const bookingInterestStatusLabels: Record<BookingInterestStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  discussing: 'Discussing',
  converted: 'Converted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
};
/** The staff screen's tabs: no declined tab (spec §2). */
export const bookingInterestTabs = ['all', 'new', 'contacted', 'discussing', 'converted'] as const;

/**
 * Booking status; the spec names completed, cancelled and no_show, the rest are ours. pending is
 * an online booking waiting for a staff member's Accept or Decline (issue 32); it holds its time.
 */
export const bookingStatuses = [
  'pending',
  'scheduled',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export const bookingStatusSchema = z.enum(bookingStatuses);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
export const bookingStatusLabels: Record<BookingStatus, string> = {
  pending: 'Pending approval',
  scheduled: 'Scheduled',
  confirmed: 'Confirmed',
  completed: 'Completed',
  cancelled: 'Cancelled',
  no_show: 'No Show',
};

/** Blog post status: draft by default, any may be chosen freely (spec §4). */
export const blogStatuses = ['draft', 'published', 'archived'] as const;
export const blogStatusSchema = z.enum(blogStatuses);
export type BlogStatus = z.infer<typeof blogStatusSchema>;
export const blogStatusLabels: Record<BlogStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  archived: 'Archived',
};
