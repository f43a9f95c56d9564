import styled from '@emotion/styled';
import { cellText, csvFileName, type ReportPeriod, type ReportTable, tableCsv } from '@studio/domain';
import { Button } from '../../../components/button.tsx';
import { DataTable, TableScroll } from '../../../components/data-table.tsx';
import { downloadCsv } from '../utils/download-csv.ts';

const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', marginTop: 8 });

const Empty = styled.p(({ theme }) => ({ color: theme.colors.muted, margin: '8px 0' }));

/** A report table (the text equivalent of its chart) with its CSV download. */
export function ReportTableView(props: { table: ReportTable; period: ReportPeriod }) {
  const { table } = props;
  return (
    <>
      {table.rows.length === 0 ? (
        <Empty>Nothing in this period.</Empty>
      ) : (
        <TableScroll tabIndex={0} role="region" aria-label={`${table.title} table`}>
          <DataTable stacked>
            <caption className="visually-hidden">{table.title}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a report's rows have no ids and never move
                <tr key={r}>
                  {row.map((cell, c) => (
                    <td key={table.columns[c] ?? c} data-label={table.columns[c]}>
                      {cellText(cell, 'screen')}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      )}
      <Actions>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Download CSV: ${table.title}`}
          onClick={() => downloadCsv(csvFileName(table.id, props.period), tableCsv(table))}
        >
          Download CSV
        </Button>
      </Actions>
    </>
  );
}
