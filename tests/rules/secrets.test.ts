import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// The Instagram token lives here; no browser, not even the owner's, reads or writes it.
const driver = useRulesDriver('secrets');
describeMatrix(table.secrets, driver);
