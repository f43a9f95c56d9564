// A product photo or blog image deleted (by staff, by checkUploadedImage, or replaced by a newer
// upload under its name, which Cloud Storage reports as a delete of the old generation): its card
// copies go with it, so no public copy outlives its original. Idempotent; retried.
import { isCardImageSource } from '@studio/domain';
import { onObjectDeleted } from 'firebase-functions/v2/storage';
import { deleteCardCopies } from './card-files.ts';

export const deleteCardImages = onObjectDeleted({ retry: true }, async (event) => {
  const { name, bucket } = event.data;
  if (!isCardImageSource(name)) return;
  await deleteCardCopies(bucket, name, String(event.data.generation));
});
