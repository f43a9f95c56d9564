import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// A staff member as a bookable person (issue 31): staff read every profile; the saveStaffProfile
// callable alone writes them.
const driver = useRulesDriver('staff_profiles');
describeMatrix(table.staff_profiles, driver);
