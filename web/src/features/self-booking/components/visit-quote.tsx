import { bookingPriceFields, type QuotedVisitService, quoteVisit, type SettingsValues } from '@studio/domain';
import { PriceLines } from '../../../entities/booking/components/price-lines.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

/**
 * The price of her visit with a line per service and per choice, the deposit and the policy: the
 * domain quote the bookFreeTime callable stores from (the server computes it again; this is the
 * preview), from every service's checked choices.
 */
export function VisitQuote(props: {
  /** The visit's services in order, each with its checked materials and add-ons. */
  services: readonly QuotedVisitService[];
  startsAt: Date;
  settings: SettingsValues;
  windows: readonly Doc<'availabilityBlocks'>[];
}) {
  let fields: ReturnType<typeof bookingPriceFields>;
  try {
    const quote = quoteVisit({
      services: props.services,
      startsAt: props.startsAt,
      now: new Date(),
      settings: props.settings,
      availabilityBlocks: props.windows,
      timeZone: props.settings.scheduling_timezone,
      redeemLoyalty: false,
      clientPoints: 0,
    });
    fields = bookingPriceFields(quote);
  } catch (error) {
    return <p role="alert">{(error as Error).message}</p>;
  }
  return (
    <PriceLines
      label="Your visit's price"
      lines={fields.line_items}
      tax={fields.tax_amount}
      total={fields.total_price}
      deposit={fields.deposit_amount}
      policy
    />
  );
}
