import styled from '@emotion/styled';
import { imageAccept } from '@studio/domain';
import { type ChangeEvent, useId, useState } from 'react';
import { uploadRefusal } from '../utils/image-file.ts';
import { Button } from './button.tsx';
import { ErrorText, Input, Label } from './field.tsx';

const FileInput = styled.input({ maxWidth: '100%' });

const Box = styled.div({ display: 'grid', gap: 8 });

const Row = styled.div({ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' });

const Preview = styled.img(({ theme }) => ({
  width: 96,
  height: 72,
  objectFit: 'cover',
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.colors.border}`,
}));

const unloadable = 'This address does not show an image: check it, or upload the file instead';

const Status = styled.span(({ theme }) => ({ fontSize: '0.85rem', color: theme.colors.muted }));

/**
 * An image given as a URL or uploaded from a file (images only). The upload itself is the
 * caller's (`upload` answers the stored file's URL), so this stays free of Firebase. A refused
 * upload says why under the field (as well as through `onError`) and leaves the value as it was;
 * an address that does not load as an image shows that sentence instead of a broken preview.
 */
export function ImageUploadField(props: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  upload: (file: File) => Promise<string>;
  onError: (message: string) => void;
  disabled?: boolean;
  /** Why the address cannot be saved (shown under it). */
  error?: string | undefined;
}) {
  const urlId = useId();
  const errorId = `${urlId}-error`;
  const fileId = useId();
  const fileErrorId = `${fileId}-error`;
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The address whose image failed to load: no preview for it (a new address tries again).
  const [broken, setBroken] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setRefusal(null);
    try {
      props.onChange(await props.upload(file));
    } catch (error) {
      const why = uploadRefusal(error);
      setRefusal(why);
      props.onError(why);
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  const change = (url: string) => {
    setRefusal(null);
    props.onChange(url);
  };
  const showsPreview = props.value !== '' && broken !== props.value;
  const imageError = props.error ?? (props.value !== '' && broken === props.value ? unloadable : undefined);
  return (
    <Box>
      <Label htmlFor={urlId}>{props.label}</Label>
      <Input
        id={urlId}
        type="url"
        value={props.value}
        placeholder="https://…"
        disabled={props.disabled || busy}
        onChange={(e) => change(e.target.value)}
        aria-invalid={imageError ? true : undefined}
        aria-describedby={imageError ? errorId : undefined}
      />
      {imageError && <ErrorText id={errorId}>{imageError}</ErrorText>}
      <Row>
        {showsPreview && (
          <Preview
            src={props.value}
            alt=""
            onError={() => setBroken(props.value)}
            onLoad={() => setBroken(null)}
          />
        )}
        <label htmlFor={fileId} className="visually-hidden">
          Upload {props.label.toLowerCase()} from a file
        </label>
        <FileInput
          id={fileId}
          type="file"
          accept={imageAccept}
          disabled={props.disabled || busy}
          onChange={onFile}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? fileErrorId : undefined}
        />
        {busy && <Status role="status">Uploading...</Status>}
        {props.value && !busy && (
          <Button size="sm" variant="ghost" onClick={() => change('')}>
            Remove image
          </Button>
        )}
      </Row>
      {refusal && <ErrorText id={fileErrorId}>{refusal}</ErrorText>}
    </Box>
  );
}
