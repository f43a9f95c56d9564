import {
  type AddOnChoice,
  bookingPriceFields,
  quoteVisit,
  resolveAddOnSelections,
  type SettingsValues,
} from '@studio/domain';
import { PriceLines } from '../../../entities/booking/components/price-lines.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

/**
 * The price of her visit with a line per service, the deposit and the policy: the domain quote
 * the bookFreeTime callable stores from (the server computes it again; this is the preview). As
 * the callables take them, the materials and add-ons are the first service's; the services after
 * it come as they are.
 */
export function VisitQuote(props: {
  /** The visit's services in order. */
  services: readonly Doc<'services'>[];
  materials: readonly Doc<'materials'>[];
  addOns: readonly Doc<'serviceAddOns'>[];
  addOnChoices: readonly AddOnChoice[];
  startsAt: Date;
  settings: SettingsValues;
  windows: readonly Doc<'availabilityBlocks'>[];
}) {
  let fields: ReturnType<typeof bookingPriceFields>;
  try {
    const quote = quoteVisit({
      services: props.services.map((service, index) =>
        index === 0
          ? {
              service,
              materials: props.materials,
              addOnSelections: resolveAddOnSelections(service.id, props.addOns, props.addOnChoices),
            }
          : { service, materials: [], addOnSelections: [] },
      ),
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
