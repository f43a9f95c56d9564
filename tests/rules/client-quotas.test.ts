import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// A client's quota of what the functions do for her (messages today, waitlist joins):
// firebase-admin only, every browser refused, so no client can reset her own limits.
const driver = useRulesDriver('client_quotas');
describeMatrix(table.client_quotas, driver);
