import styled from '@emotion/styled';
import { messages, type TimeZone } from '@studio/domain';
import { useState } from 'react';
import { useFirestore, useUser } from 'reactfire';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { useClientPhotos } from '../api/get-client-photos.ts';
import { deleteClientPhotoWithToast, uploadClientPhotoWithToast } from './client-feedback.ts';
import { PhotoCard } from './photo-card.tsx';
import { PhotoUploadForm } from './photo-upload-form.tsx';

const Grid = styled.div({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))',
});

/** Photos tab (spec §2): upload, the photos newest first, delete after confirming. */
export function ClientPhotosTab(props: { clientId: string; timeZone: TimeZone }) {
  const db = useFirestore();
  const { data: user } = useUser();
  const { status, data: photos } = useClientPhotos(props.clientId);
  const [toDelete, setToDelete] = useState<Doc<'clientPhotos'> | null>(null);
  const [deleting, setDeleting] = useState(false);
  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    await deleteClientPhotoWithToast(db, toDelete);
    setDeleting(false);
    setToDelete(null);
  };
  return (
    <>
      <PhotoUploadForm
        onUpload={(input) => uploadClientPhotoWithToast(db, user ?? null, props.clientId, input)}
      />
      {status === 'loading' ? (
        <p role="status">Loading...</p>
      ) : status === 'error' ? (
        <p role="alert">These could not be loaded. Please refresh the page.</p>
      ) : photos.length === 0 ? (
        <EmptyState title="No photos yet" />
      ) : (
        <Grid>
          {photos.map((photo) => (
            <PhotoCard
              key={photo.id}
              photo={photo}
              timeZone={props.timeZone}
              onDelete={() => setToDelete(photo)}
            />
          ))}
        </Grid>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete photo"
        message={messages.clients.photoDeleteConfirm}
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </>
  );
}
