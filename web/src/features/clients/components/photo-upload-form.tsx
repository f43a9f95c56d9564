import styled from '@emotion/styled';
import { imageAccept, type PhotoType, photoTypeLabels, photoTypes } from '@studio/domain';
import { type FormEvent, useRef, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Card, CardBody, CardTitle } from '../../../components/card.tsx';
import { Field, Input, TextArea } from '../../../components/field.tsx';
import { Select } from '../../../components/select.tsx';
import type { PhotoUploadInput } from '../api/upload-client-photo.ts';

const UploadCard = styled(Card)({ marginBottom: 20 });

const Form = styled.form({
  display: 'grid',
  gap: 14,
  marginTop: 14,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(240px, 100%), 1fr))',
  alignItems: 'start',
  '.wide': { gridColumn: '1 / -1' },
});

/** Upload a photo with its type, notes and comma-separated tags (spec §2). */
export function PhotoUploadForm(props: { onUpload: (input: PhotoUploadInput) => Promise<boolean> }) {
  const [file, setFile] = useState<File | null>(null);
  const [photoType, setPhotoType] = useState<PhotoType>('inspiration');
  const [notes, setNotes] = useState('');
  const [tags, setTags] = useState('');
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const done = await props.onUpload({ file, photo_type: photoType, notes, tags });
    setBusy(false);
    if (!done) return;
    setFile(null);
    setNotes('');
    setTags('');
    if (fileInput.current) fileInput.current.value = '';
  };
  return (
    <UploadCard>
      <CardBody>
        <CardTitle as="h3">Upload Photo</CardTitle>
        <Form onSubmit={submit} noValidate>
          <Field label="Photo" hint="Images only, up to 10 MB">
            {(ids) => (
              <Input
                {...ids}
                ref={fileInput}
                type="file"
                accept={imageAccept}
                onChange={(event) => setFile(event.target.files?.[0] ?? null)}
              />
            )}
          </Field>
          <Field label="Photo type">
            {(ids) => (
              <Select {...ids} value={photoType} onChange={(e) => setPhotoType(e.target.value as PhotoType)}>
                {photoTypes.map((type) => (
                  <option key={type} value={type}>
                    {photoTypeLabels[type]}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <div className="wide">
            <Field label="Notes">
              {(ids) => (
                <TextArea {...ids} rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
              )}
            </Field>
          </div>
          <div className="wide">
            <Field label="Tags" hint="Separate tags with commas">
              {(ids) => (
                <Input
                  {...ids}
                  value={tags}
                  placeholder="e.g. almond, chrome"
                  onChange={(e) => setTags(e.target.value)}
                />
              )}
            </Field>
          </div>
          <div className="wide">
            <Button type="submit" disabled={busy}>
              {busy ? 'Uploading...' : 'Upload Photo'}
            </Button>
          </div>
        </Form>
      </CardBody>
    </UploadCard>
  );
}
