import styled from '@emotion/styled';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog } from '../../../components/dialog.tsx';
import { InputField, SelectField, TextAreaField } from '../../../components/field.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { notifyIssues } from '../../../utils/form-issues.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  type CatalogForm,
  type FormField,
  type FormValues,
  formDocument,
  formValues,
} from '../utils/catalog-forms.ts';

const Form = styled.form({ display: 'grid', gap: 14 });
const Check = styled.label({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 });
const Actions = styled.div({ display: 'flex', justifyContent: 'flex-end', gap: 8, flexWrap: 'wrap' });

function Control(props: {
  field: FormField;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
}) {
  const { field, value } = props;
  const text = { label: field.label, hint: field.hint, value: String(value) };
  switch (field.control) {
    case 'check':
      return (
        <Check>
          <input
            type="checkbox"
            checked={value === true}
            onChange={(e) => props.onChange(e.target.checked)}
          />
          {field.label}
        </Check>
      );
    case 'textarea':
    case 'options':
      return (
        <TextAreaField
          {...text}
          rows={field.control === 'options' ? 4 : 3}
          onChange={(e) => props.onChange(e.target.value)}
        />
      );
    case 'select':
      return (
        <SelectField {...text} onChange={(e) => props.onChange(e.target.value)}>
          {field.choices?.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
      );
    case 'number':
      return (
        <InputField
          {...text}
          type="number"
          inputMode="decimal"
          step="any"
          onChange={(e) => props.onChange(e.target.value)}
        />
      );
    default:
      return <InputField {...text} onChange={(e) => props.onChange(e.target.value)} />;
  }
}

/**
 * Adds or edits a category, service, material or add-on (`item` null adds). The fields are checked
 * by the entry's domain schema before anything is sent; `fixed` holds what the dialog does not
 * show (display_order, the service's category, the add-on's service). `save` writes.
 */
export function CatalogItemDialog(props: {
  open: boolean;
  form: CatalogForm;
  item: Record<string, unknown> | null;
  fixed: Record<string, unknown>;
  save: (data: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { form, item, open } = props;
  const [values, setValues] = useState<FormValues>(() => formValues(form, item));
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (open) setValues(formValues(form, item));
  }, [open, form, item]);
  const failed = item ? form.texts.updateFailed : form.texts.createFailed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = formDocument(form, values, props.fixed, item);
    if (!check.ok) {
      notifyIssues(failed, check.problems);
      return;
    }
    const saved = await whileBusy(() =>
      writeWithToasts(() => props.save(check.data), {
        success: item ? form.texts.updated : form.texts.created,
        failed,
      }),
    );
    if (saved) props.onClose();
  };

  return (
    <Dialog open={open} onClose={props.onClose} title={item ? `Edit ${form.noun}` : `Add ${form.noun}`}>
      <Form onSubmit={onSubmit} noValidate>
        {form.fields.map((field) => (
          <Control
            key={field.key}
            field={field}
            value={values[field.key] ?? ''}
            onChange={(value) => setValues((before) => ({ ...before, [field.key]: value }))}
          />
        ))}
        <Actions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : item ? `Update ${form.noun}` : `Create ${form.noun}`}
          </Button>
        </Actions>
      </Form>
    </Dialog>
  );
}
