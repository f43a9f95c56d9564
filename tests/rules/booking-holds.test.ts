import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// A visitor's held time (issue 32): staff read holds to show them as "Held"; no browser writes
// one, and no visitor or client reads any, her own included (the callables answer her).
const driver = useRulesDriver('booking_holds');
describeMatrix(table.booking_holds, driver);
