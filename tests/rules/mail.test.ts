import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// Outgoing e-mail (Trigger Email): functions write, staff who manage bookings read.
const driver = useRulesDriver('mail');
describeMatrix(table.mail, driver);
