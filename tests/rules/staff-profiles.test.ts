import { describe, expect, it } from 'vitest';
import { useRulesDriver } from './support/harness.ts';
import { describeMatrix, tryAs } from './support/matrix.ts';
import { table } from './support/table.ts';

const driver = useRulesDriver('staff_profiles');
describeMatrix(table.staff_profiles, driver);

// Issue 31: saveStaffProfile decides who may change what (a member her own hours and time off),
// so no browser writes a profile, not even her own.
describe('staff_profiles: only the callable writes', () => {
  it('denies a member writing her own profile, and the owner writing anyone’s', async () => {
    const own = { bookable: true, display_name: 'Cam', time_off: [] };
    expect(
      await tryAs(
        driver(),
        'assistant',
        { op: 'update', path: 'staff_profiles/staff-cam', data: own },
        table.staff_profiles.seed,
      ),
    ).toBe(false);
    expect(
      await tryAs(driver(), 'owner', { op: 'create', path: 'staff_profiles/staff-olga', data: own }),
    ).toBe(false);
  });
});
