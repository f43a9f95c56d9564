import type { StaffProfile } from '../schemas/staff.ts';
import type { DemoClock } from './time.ts';
import type { DemoUids } from './users.ts';

/**
 * The two chairs (issue 31): the owner does everything in the studio's hours; the assistant does
 * hands and nail art, not pedicures, Tuesday to Saturday, and has a day off in five days.
 */
export function demoStaffProfiles(clock: DemoClock, uids: DemoUids): Record<string, StaffProfile> {
  return {
    [uids.owner]: { bookable: true, display_name: 'Maya', time_off: [] },
    [uids.assistant]: {
      bookable: true,
      display_name: 'Jordan',
      service_ids: [
        'svc-classic-manicure',
        'svc-gel-manicure',
        'svc-gel-french',
        'svc-cuticle-express',
        'svc-accent-art',
        'svc-custom-design',
        'svc-chrome-foil',
        'svc-gelx-full',
        'svc-extension-removal',
      ],
      time_off: [
        { start_datetime: clock.at(5, '09:00'), end_datetime: clock.at(5, '19:00'), reason: 'Day off' },
      ],
    },
  };
}
