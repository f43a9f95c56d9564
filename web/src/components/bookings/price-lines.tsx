import styled from '@emotion/styled';
import { formatBookingPrice } from '@studio/domain';

const Table = styled.table(({ theme }) => ({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: '0.9rem',
  td: { padding: '4px 0', verticalAlign: 'top' },
  'td:last-of-type': { textAlign: 'right', whiteSpace: 'nowrap', paddingLeft: 12 },
  'tr.total td': { borderTop: `1px solid ${theme.colors.border}`, fontWeight: 700, paddingTop: 8 },
  'tr.deposit td': { color: theme.colors.muted },
}));

export interface PriceLine {
  label: string;
  /** Dollars; a discount is negative. */
  amount: number;
}

/** A booking's price, line by line, then tax, the total and the deposit (dollars with cents). */
export function PriceLines(props: {
  label: string;
  lines: readonly PriceLine[];
  tax: number;
  total: number;
  deposit: number;
}) {
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
    </Table>
  );
}
