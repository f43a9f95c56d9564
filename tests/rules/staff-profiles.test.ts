import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// A member as a bookable person (issue 31): staff read the team; only saveStaffProfile writes.
const driver = useRulesDriver('staff_profiles');
describeMatrix(table.staff_profiles, driver);
