import styled from '@emotion/styled';
import { allergenIds, allergenLabels, type FieldProblems } from '@studio/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { InputField, SelectField, TextAreaField } from '../../../components/field.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { notifyIssues } from '../../../utils/form-issues.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import {
  type CatalogForm,
  type FormField,
  type FormValue,
  type FormValues,
  formDocument,
  formValues,
} from '../utils/catalog-forms.ts';

const Form = styled.form({ display: 'grid', gap: 14 });
const Check = styled.label({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44, fontWeight: 600 });
const Choices = styled.fieldset(({ theme }) => ({
  margin: 0,
  padding: '8px 12px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.sm,
  legend: { fontWeight: 600, padding: '0 4px' },
  p: { margin: '0 0 4px', color: theme.colors.muted, fontSize: '0.85rem' },
  label: { fontWeight: 400, minHeight: 36 },
}));

/** A material the dialog may tick (hidden ones too: a service may take one before it shows). */
export interface MaterialChoice {
  id: string;
  name: string;
  is_active: boolean;
}

/** Ticks which materials a service takes; the stored order is the ticking order. */
function MaterialChecks(props: {
  field: FormField;
  value: string[];
  materials: readonly MaterialChoice[];
  onChange: (value: string[]) => void;
}) {
  const ticked = new Set(props.value);
  const toggle = (id: string, on: boolean) =>
    props.onChange(on ? [...props.value, id] : props.value.filter((other) => other !== id));
  return (
    <Choices>
      <legend>{props.field.label}</legend>
      {props.field.hint && <p>{props.field.hint}</p>}
      {props.materials.length === 0 && <p>No materials yet: add them in the Materials tab.</p>}
      {props.materials.map((material) => (
        <Check key={material.id}>
          <input
            type="checkbox"
            checked={ticked.has(material.id)}
            onChange={(e) => toggle(material.id, e.target.checked)}
          />
          {material.name}
          {!material.is_active && ' (hidden)'}
        </Check>
      ))}
    </Choices>
  );
}

/** Ticks allergens from the studio's list, in the list's order. */
function AllergenChecks(props: { field: FormField; value: string[]; onChange: (value: string[]) => void }) {
  const ticked = new Set(props.value);
  const toggle = (id: string, on: boolean) =>
    props.onChange(allergenIds.filter((other) => (other === id ? on : ticked.has(other))));
  return (
    <Choices>
      <legend>{props.field.label}</legend>
      {props.field.hint && <p>{props.field.hint}</p>}
      {allergenIds.map((id) => (
        <Check key={id}>
          <input type="checkbox" checked={ticked.has(id)} onChange={(e) => toggle(id, e.target.checked)} />
          {allergenLabels[id]}
        </Check>
      ))}
    </Choices>
  );
}

function Control(props: {
  field: FormField;
  value: FormValue;
  materials: readonly MaterialChoice[];
  error: string | undefined;
  onChange: (value: FormValue) => void;
}) {
  const { field, value } = props;
  if (field.control === 'materials')
    return (
      <MaterialChecks
        field={field}
        value={Array.isArray(value) ? value : []}
        materials={props.materials}
        onChange={props.onChange}
      />
    );
  if (field.control === 'allergens')
    return (
      <AllergenChecks field={field} value={Array.isArray(value) ? value : []} onChange={props.onChange} />
    );
  const text = { label: field.label, hint: field.hint, value: String(value), error: props.error };
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
 * show (display_order, the service's category, the add-on's service). `save` writes. `materials`
 * are the ones a service may tick as compatible.
 */
export function CatalogItemDialog(props: {
  open: boolean;
  materials: readonly MaterialChoice[];
  form: CatalogForm;
  item: Record<string, unknown> | null;
  fixed: Record<string, unknown>;
  save: (data: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}) {
  const { form, item, open } = props;
  const [values, setValues] = useState<FormValues>(() => formValues(form, item));
  const [problems, setProblems] = useState<FieldProblems>({});
  const [busy, whileBusy] = useBusy();
  useEffect(() => {
    if (open) {
      setValues(formValues(form, item));
      setProblems({});
    }
  }, [open, form, item]);
  const failed = item ? form.texts.updateFailed : form.texts.createFailed;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const check = formDocument(form, values, props.fixed, item);
    setProblems(check.ok ? {} : check.byField);
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
            materials={props.materials}
            error={problems[field.key]}
            onChange={(value) => {
              setValues((before) => ({ ...before, [field.key]: value }));
              setProblems(({ [field.key]: _edited, ...rest }) => rest);
            }}
          />
        ))}
        <DialogActions>
          <Button variant="outline" onClick={props.onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Saving...' : item ? `Update ${form.noun}` : `Create ${form.noun}`}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
