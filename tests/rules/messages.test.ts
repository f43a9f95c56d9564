import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// Outgoing SMS (Twilio): functions write, staff who manage bookings read.
const driver = useRulesDriver('messages');
describeMatrix(table.messages, driver);
