import styled from '@emotion/styled';
import { imageAccept } from '@studio/domain';
import { type ChangeEvent, useId, useState } from 'react';
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

const Status = styled.span(({ theme }) => ({ fontSize: '0.85rem', color: theme.colors.muted }));

/**
 * An image given as a URL or uploaded from a file (images only). The upload itself is the
 * caller's (`upload` answers the stored file's URL), so this stays free of Firebase.
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
  const [busy, setBusy] = useState(false);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    try {
      props.onChange(await props.upload(file));
    } catch (error) {
      props.onError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
      input.value = '';
    }
  };
  return (
    <Box>
      <Label htmlFor={urlId}>{props.label}</Label>
      <Input
        id={urlId}
        type="url"
        value={props.value}
        placeholder="https://…"
        disabled={props.disabled || busy}
        onChange={(e) => props.onChange(e.target.value)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? errorId : undefined}
      />
      {props.error && <ErrorText id={errorId}>{props.error}</ErrorText>}
      <Row>
        {props.value && <Preview src={props.value} alt="" />}
        <label htmlFor={fileId} className="visually-hidden">
          Upload {props.label.toLowerCase()} from a file
        </label>
        <FileInput
          id={fileId}
          type="file"
          accept={imageAccept}
          disabled={props.disabled || busy}
          onChange={onFile}
        />
        {busy && <Status role="status">Uploading...</Status>}
        {props.value && !busy && (
          <Button size="sm" variant="ghost" onClick={() => props.onChange('')}>
            Remove image
          </Button>
        )}
      </Row>
    </Box>
  );
}
