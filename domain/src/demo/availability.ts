import type { AvailabilityBlock, BlockedTimeSlot } from '../schemas/bookings.ts';
import type { DemoClock } from './time.ts';

/** The footer's hours: Mon–Fri 9AM–7PM, Saturday 10AM–6PM, Sunday closed. */
export const demoAvailabilityBlocks: Record<string, AvailabilityBlock> = {
  'avail-mon': { day_of_week: 1, start_time: '09:00', end_time: '19:00', is_active: true },
  'avail-tue': { day_of_week: 2, start_time: '09:00', end_time: '19:00', is_active: true },
  'avail-wed': { day_of_week: 3, start_time: '09:00', end_time: '19:00', is_active: true },
  'avail-thu': { day_of_week: 4, start_time: '09:00', end_time: '19:00', is_active: true },
  'avail-fri': { day_of_week: 5, start_time: '09:00', end_time: '19:00', is_active: true },
  'avail-sat': { day_of_week: 6, start_time: '10:00', end_time: '18:00', is_active: true },
};

export function demoBlockedSlots(clock: DemoClock): Record<string, BlockedTimeSlot> {
  return {
    'block-training': {
      start_datetime: clock.at(9, '09:00'),
      end_datetime: clock.at(9, '19:00'),
      reason: 'Staff training day',
    },
    'block-afternoon': {
      start_datetime: clock.at(3, '14:00'),
      end_datetime: clock.at(3, '17:00'),
      reason: 'Supplier visit',
    },
    'block-no-reason': {
      start_datetime: clock.at(12, '09:00'),
      end_datetime: clock.at(12, '11:00'),
      reason: null,
    },
    'block-past': {
      start_datetime: clock.at(-10, '09:00'),
      end_datetime: clock.at(-10, '13:00'),
      reason: 'Plumbing repair',
    },
  };
}
