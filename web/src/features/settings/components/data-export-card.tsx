import styled from '@emotion/styled';
import {
  type ExportedCollection,
  exportedCollections,
  exportFileNames,
  type StudioExport,
} from '@studio/domain';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { useFirestore } from 'reactfire';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import { downloadTextFile } from '../../../utils/download-file.ts';
import { notify } from '../../../utils/toast.tsx';
import { exportStudioData } from '../api/export-studio-data.ts';

const Body = styled.div(({ theme }) => ({
  padding: 20,
  display: 'grid',
  gap: 12,
  h3: { margin: 0, fontSize: '1.15rem' },
  p: { margin: 0, color: theme.colors.muted },
}));

const Files = styled.div({ display: 'flex', gap: 8, flexWrap: 'wrap' });

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const labels: Record<ExportedCollection, string> = {
  clients: 'Clients (CSV)',
  bookings: 'Bookings (CSV)',
  bookingInterests: 'Booking interests (CSV)',
};

/**
 * Advanced → Data export (setting data_export_enabled): the studio's clients, bookings and
 * booking interests as CSV files for a spreadsheet and one JSON file with everything. Reads the
 * three collections once, when asked.
 */
export function DataExportCard(props: { enabled: boolean; canRead: boolean }) {
  const db = useFirestore();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ at: Date; data: StudioExport } | null>(null);

  const prepare = async () => {
    setBusy(true);
    try {
      const at = new Date();
      const data = await exportStudioData(db, at);
      setMade({ at, data });
      const { clients, bookings, bookingInterests } = data.counts;
      notify.success(
        'Export ready',
        `${count(clients, 'client', 'clients')}, ${count(bookings, 'booking', 'bookings')} and ${count(bookingInterests, 'booking interest', 'booking interests')}.`,
      );
    } catch (error) {
      notify.error('The export failed', (error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const stamp = made ? format(made.at, 'yyyy-MM-dd') : '';
  return (
    <Card as="section" aria-labelledby="data-export-title">
      <Body>
        <h3 id="data-export-title">Export data</h3>
        {!props.enabled && <p>Data export is turned off. Turn on “Data export” above to allow it.</p>}
        {props.enabled && !props.canRead && (
          <p>Exporting needs the right to manage bookings or to view reports.</p>
        )}
        {props.enabled && props.canRead && (
          <>
            <p>Download the studio's clients, bookings and booking interests, as stored today.</p>
            <div>
              <Button onClick={prepare} disabled={busy}>
                {busy ? 'Preparing...' : made ? 'Prepare again' : 'Prepare export'}
              </Button>
            </div>
            {made && (
              <Files aria-label="Export files">
                {exportedCollections.map((key) => (
                  <Button
                    key={key}
                    variant="outline"
                    size="sm"
                    onClick={() =>
                      downloadTextFile(
                        `${exportFileNames[key]}-${stamp}.csv`,
                        'text/csv;charset=utf-8',
                        made.data.csv[key],
                      )
                    }
                  >
                    {labels[key]}
                  </Button>
                ))}
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    downloadTextFile(`studio-export-${stamp}.json`, 'application/json', made.data.json)
                  }
                >
                  Everything (JSON)
                </Button>
              </Files>
            )}
          </>
        )}
      </Body>
    </Card>
  );
}
