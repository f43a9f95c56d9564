import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// A staff member as a bookable person (issue 31): every staff member reads the profiles (the
// calendar's columns, the booking form's members); the saveStaffProfile callable alone writes.
const driver = useRulesDriver('staff_profiles');
describeMatrix(table.staff_profiles, driver);
