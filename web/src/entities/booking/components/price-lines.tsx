import styled from '@emotion/styled';
import { bookingPolicySentence, formatBookingPrice } from '@studio/domain';
import { usePublicSettings } from '../../../utils/public-settings.tsx';

const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9rem',
  td: { padding: '4px 0', verticalAlign: 'top' },
  // The amounts: right-aligned, never broken. Not the policy under them (tfoot), a sentence alone
  // in its row that would otherwise be one long line widening a phone's page.
  'tbody td:last-of-type': { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: 12 },
  'tr.total td': { borderTop: `1px solid ${theme.colors.border}`, fontWeight: 700, paddingTop: 8 },
  'tr.deposit td': { color: theme.colors.muted },
  'tfoot td': { paddingTop: 8, color: theme.colors.muted, fontSize: '0.85rem', textAlign: 'left' },
}));

export interface PriceLine {
  label: string;
  /** Dollars; a discount is negative. */
  amount: number;
}

/**
 * A booking's price, line by line, then tax, the total and the deposit (dollars with cents). With
 * `policy`, for a booking being made, the deposit and cancellation policy under it (the settings'
 * words, as the home page and the cancel dialog say them).
 */
export function PriceLines(props: {
  label: string;
  lines: readonly PriceLine[];
  tax: number;
  total: number;
  deposit: number;
  policy?: boolean;
}) {
  const { settings } = usePublicSettings();
  return (
    <Table aria-label={props.label}>
      <tbody>
        {props.lines.map((line, index) => (
          // Two lines may share a label (the same add-on twice is refused, but labels are free text).
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
          <tr key={index}>
            <td>{line.label}</td>
            <td>
              {line.amount < 0 ? `−${formatBookingPrice(-line.amount)}` : formatBookingPrice(line.amount)}
            </td>
          </tr>
        ))}
        {props.tax > 0 && (
          <tr>
            <td>Tax</td>
            <td>{formatBookingPrice(props.tax)}</td>
          </tr>
        )}
        <tr className="total">
          <td>Total</td>
          <td>{formatBookingPrice(props.total)}</td>
        </tr>
        {props.deposit > 0 && (
          <tr className="deposit">
            <td>Deposit due</td>
            <td>{formatBookingPrice(props.deposit)}</td>
          </tr>
        )}
      </tbody>
      {props.policy && (
        <tfoot>
          <tr>
            <td colSpan={2}>{bookingPolicySentence(settings, { depositDollars: props.deposit })}</td>
          </tr>
        </tfoot>
      )}
    </Table>
  );
}
