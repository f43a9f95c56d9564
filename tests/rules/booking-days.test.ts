import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// The booking callables' day locks: firebase-admin only, every browser refused.
const driver = useRulesDriver('booking_days');
describeMatrix(table.booking_days, driver);
