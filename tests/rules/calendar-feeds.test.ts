import { useRulesDriver } from './support/harness.ts';
import { describeMatrix } from './support/matrix.ts';
import { table } from './support/table.ts';

// A staff member's calendar feed: she reads her own (since when it is on); the manageCalendarFeed
// callable alone writes it, so no browser ever holds a token hash it did not get from the server.
const driver = useRulesDriver('calendar_feeds');
describeMatrix(table.calendar_feeds, driver);
