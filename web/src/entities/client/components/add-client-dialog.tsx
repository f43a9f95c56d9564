import styled from '@emotion/styled';
import {
  type DuplicateClient,
  duplicateClientMessages,
  messages,
  newClientSchema,
  unverifiedAccountUsesEmailMessage,
} from '@studio/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { InputField } from '../../../components/field.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { useSchemaForm } from '../../../hooks/use-schema-form.ts';
import { notify } from '../../../utils/toast.tsx';
import { addClient, duplicateOf } from '../api/add-client.ts';
import { clientPath } from '../model/client-path.ts';

const Form = styled.form({ display: 'grid', gap: 14 });
const Duplicate = styled.p(({ theme }) => ({
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius.md,
  background: theme.colors.accentSoft,
}));

const empty = { full_name: '', email: '', phone: '', instagram_handle: '' };
const labels = {
  full_name: 'Full name',
  email: 'E-mail',
  phone: 'Phone',
  instagram_handle: 'Instagram handle',
};

/**
 * 'Add Client': a walk-in client without an account (name required; e-mail, phone and Instagram
 * optional). A duplicate e-mail or phone is refused with a link to the record that has it; an
 * unverified account with the e-mail is not linked, and the toast says so.
 * `onAdded` receives the new record's id (the Clients screen opens it; a booking form picks her).
 * Shared, so every screen that adds a walk-in client adds her the same way.
 */
export function AddClientDialog(props: {
  open: boolean;
  onClose: () => void;
  onAdded: (clientId: string) => void;
}) {
  const { reset, bind, submit } = useSchemaForm(newClientSchema, {
    defaultValues: empty,
    labels,
    // Each problem beside its field, and one toast naming the first.
    refusal: messages.clients.addFailed,
  });
  const [duplicate, setDuplicate] = useState<DuplicateClient | null>(null);
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (props.open) {
      reset(empty);
      setDuplicate(null);
    }
  }, [props.open, reset]);

  const onSubmit = submit(async (client) => {
    setDuplicate(null);
    await whileBusy(async () => {
      try {
        const added = await addClient(client);
        // A fresh record beside an unverified account: staff should know why it was not linked.
        notify.success(
          messages.clients.added,
          added.unverifiedAccountUsesEmail ? unverifiedAccountUsesEmailMessage : undefined,
        );
        props.onAdded(added.clientId);
      } catch (error) {
        setDuplicate(duplicateOf(error));
        notify.error(messages.clients.addFailed(error instanceof Error ? error.message : String(error)));
      }
    });
  });

  return (
    <Dialog open={props.open} onClose={props.onClose} title="Add Client">
      <Form onSubmit={onSubmit} noValidate aria-label="Add client">
        <InputField label={labels.full_name} autoComplete="off" {...bind('full_name')} />
        <InputField label={labels.email} type="email" autoComplete="off" hint="Optional" {...bind('email')} />
        <InputField label={labels.phone} type="tel" autoComplete="off" hint="Optional" {...bind('phone')} />
        <InputField
          label={labels.instagram_handle}
          autoComplete="off"
          hint="Optional, without the @"
          {...bind('instagram_handle')}
        />
        {duplicate && (
          <Duplicate role="alert">
            {duplicateClientMessages[duplicate.field]}:{' '}
            <Link to={clientPath(duplicate.clientId)}>open her record</Link>
          </Duplicate>
        )}
        <DialogActions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : 'Add Client'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
