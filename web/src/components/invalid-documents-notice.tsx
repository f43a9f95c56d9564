import styled from '@emotion/styled';
import { useState } from 'react';
import type { LeftOutDocument } from '../hooks/use-checked-collection.ts';
import { Button, ButtonLink } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

const Box = styled.section(({ theme }) => ({
  margin: '0 0 16px',
  padding: '12px 14px',
  borderRadius: theme.radius.md,
  border: `1px solid ${theme.colors.border}`,
  background: theme.colors.accentSoft,
  fontSize: '0.9rem',
  ul: { margin: '8px 0 0', padding: 0, listStyle: 'none', display: 'grid', gap: 10 },
  pre: { whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: '0.8rem', margin: '6px 0 0' },
}));

const Row = styled.div({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

/** Raw fields as staff can read them; Timestamps show as their seconds. */
function rawFields(data: Record<string, unknown>): string {
  return JSON.stringify(data, null, 2);
}

/**
 * The staff notice of a list that left documents out because they do not match their schema:
 * each one named (collection/id and the fields at fault), its raw data on demand, and where the
 * caller allows it a link to open it or a button to delete it.
 */
export function InvalidDocumentsNotice(props: {
  collection: string;
  /** e.g. ['booking interest', 'booking interests'] */
  noun: readonly [one: string, many: string];
  documents: readonly LeftOutDocument[];
  openHref?: (id: string) => string;
  onDelete?: (id: string) => Promise<boolean>;
}) {
  const [deleting, setDeleting] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (props.documents.length === 0) return null;
  const count = props.documents.length;
  const confirmDelete = async () => {
    if (!deleting || !props.onDelete) return;
    setBusy(true);
    await props.onDelete(deleting);
    setBusy(false);
    setDeleting(null);
  };
  return (
    <Box aria-label="Records that could not be shown">
      <strong>
        {count} {count === 1 ? props.noun[0] : props.noun[1]} could not be shown: the stored data does not
        match what the studio app expects. Everything else is listed below.
      </strong>
      <ul>
        {props.documents.map((document) => (
          <li key={document.id}>
            <Row>
              <code>
                {props.collection}/{document.id}
              </code>
              {props.openHref && (
                <ButtonLink to={props.openHref(document.id)} size="sm" variant="outline">
                  Open
                </ButtonLink>
              )}
              {props.onDelete && (
                <Button size="sm" variant="outline" onClick={() => setDeleting(document.id)}>
                  Delete
                </Button>
              )}
            </Row>
            <div>
              {document.problem.issues
                .map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`)
                .join('; ')}
            </div>
            <details>
              <summary>Show stored data</summary>
              <pre>{rawFields(document.data)}</pre>
            </details>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete this ${props.noun[0]}?`}
        message={`${props.collection}/${deleting ?? ''} will be deleted for good.`}
        busy={busy}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Box>
  );
}
