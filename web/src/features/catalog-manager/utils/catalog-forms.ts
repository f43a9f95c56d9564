import {
  addOnOptionsText,
  categoryIcons,
  type FieldProblems,
  fieldProblems,
  materialSchema,
  messages,
  parseAddOnOptions,
  plainIssueMessage,
  type ServiceAddOnOption,
  serviceAddOnSchema,
  serviceCategorySchema,
  serviceSchema,
} from '@studio/domain';
import type { z } from 'zod';

/** One control of a catalogue dialog; `options` is the add-on's list of choices as text lines. */
export interface FormField {
  key: string;
  label: string;
  control: 'text' | 'textarea' | 'number' | 'check' | 'select' | 'options' | 'materials' | 'allergens';
  optional?: boolean;
  hint?: string;
  choices?: readonly { value: string; label: string }[];
}

/** A control's value: text, a check, or the ids ticked in a list (compatible materials, allergens). */
export type FormValue = string | boolean | string[];
export type FormValues = Record<string, FormValue>;

/** A kind of catalogue entry as its dialog edits it: the words, the controls and the schema. */
export interface CatalogForm {
  noun: string;
  fields: readonly FormField[];
  schema: z.ZodType;
  texts: (typeof messages.catalog)['category'];
}

const name: FormField = { key: 'name', label: 'Name', control: 'text' };
const description: FormField = {
  key: 'description',
  label: 'Description',
  control: 'textarea',
  optional: true,
};
const visible: FormField = { key: 'is_active', label: 'Visible', control: 'check' };
// The allergy check matches these ticks against a client's allergies (domain bookings/allergy.ts).
const allergens: FormField = {
  key: 'allergens',
  label: 'Contains allergens',
  control: 'allergens',
  optional: true,
  hint: 'What its products contain; clients allergic to one get a warning when booked',
};
const freeOf: FormField = {
  key: 'free_of',
  label: 'Free of',
  control: 'allergens',
  optional: true,
  hint: 'Never warns for these, even when the service lists them (a HEMA-free gel)',
};

export const catalogForms = {
  serviceCategories: {
    noun: 'Category',
    schema: serviceCategorySchema,
    texts: messages.catalog.category,
    fields: [
      name,
      description,
      {
        key: 'icon',
        label: 'Icon',
        control: 'select',
        optional: true,
        choices: [
          { value: '', label: 'No icon' },
          ...categoryIcons.map((icon) => ({ value: icon, label: icon })),
        ],
      },
      visible,
    ],
  },
  services: {
    noun: 'Service',
    schema: serviceSchema,
    texts: messages.catalog.service,
    fields: [
      name,
      description,
      { key: 'subcategory', label: 'Subcategory', control: 'text', optional: true },
      { key: 'base_price', label: 'Base price ($)', control: 'number' },
      { key: 'show_starting_price', label: 'Show as a starting price ("from $…")', control: 'check' },
      { key: 'duration_minutes', label: 'Duration (minutes)', control: 'number' },
      {
        key: 'buffer_minutes',
        label: 'Clean-up after (minutes)',
        control: 'number',
        optional: true,
        hint: "Held after each visit in the member's day; empty or 0 for none",
      },
      {
        key: 'compatible_material_ids',
        label: 'Compatible Materials',
        control: 'materials',
        optional: true,
        hint: 'None ticked: every material',
      },
      allergens,
      visible,
    ],
  },
  materials: {
    noun: 'Material',
    schema: materialSchema,
    texts: messages.catalog.material,
    fields: [
      name,
      description,
      { key: 'price_modifier', label: 'Price modifier', control: 'number', hint: 'May be negative' },
      {
        key: 'price_modifier_type',
        label: 'Price modifier type',
        control: 'select',
        choices: [
          { value: 'flat', label: 'Flat ($)' },
          { value: 'percent', label: 'Percent of the service (%)' },
        ],
      },
      { key: 'duration_modifier_minutes', label: 'Extra minutes', control: 'number' },
      allergens,
      freeOf,
      visible,
    ],
  },
  serviceAddOns: {
    noun: 'Add-on',
    schema: serviceAddOnSchema,
    texts: messages.catalog.addOn,
    fields: [
      name,
      { key: 'type', label: 'Type', control: 'text', hint: 'e.g. Nail Art, Repair' },
      { key: 'is_required', label: 'Required', control: 'check' },
      {
        key: 'options',
        label: 'Options',
        control: 'options',
        optional: true,
        hint: 'One per line, in order: Label = price (e.g. Chrome = 5)',
      },
      allergens,
      { key: 'is_active', label: 'Active', control: 'check' },
    ],
  },
} as const satisfies Record<string, CatalogForm>;

/** The dialog's values for an entry (edit) or for a new one (every check on but 'Required'). */
export function formValues(form: CatalogForm, item: Record<string, unknown> | null): FormValues {
  const values: FormValues = {};
  for (const field of form.fields) {
    const value = item?.[field.key];
    if (field.control === 'check') values[field.key] = item ? value === true : field.key !== 'is_required';
    else if (field.control === 'options')
      values[field.key] = addOnOptionsText((value ?? []) as ServiceAddOnOption[]);
    else if (field.control === 'materials' || field.control === 'allergens')
      values[field.key] = Array.isArray(value) ? value.filter((id) => typeof id === 'string') : [];
    else if (field.control === 'select' && !item) values[field.key] = field.choices?.[0]?.value ?? '';
    else values[field.key] = value === null || value === undefined ? '' : String(value);
  }
  return values;
}

function fieldValue(field: FormField, value: FormValue, previous: Record<string, unknown> | null) {
  if (typeof value === 'boolean' || Array.isArray(value)) return value;
  // An optional number left empty is 0 (a service's clean-up); a required one is refused.
  if (field.control === 'number')
    return value.trim() === '' ? (field.optional ? 0 : Number.NaN) : Number(value.trim());
  if (field.control === 'options')
    return parseAddOnOptions(value, (previous?.options ?? []) as ServiceAddOnOption[]);
  const text = value.trim();
  return field.optional && text === '' ? null : text;
}

/**
 * The entry the dialog saves, checked by its domain schema (the same one the rules mirror):
 * either the document or the problems, named by the dialog's labels.
 */
export function formDocument(
  form: CatalogForm,
  values: FormValues,
  fixed: Record<string, unknown>,
  previous: Record<string, unknown> | null,
): { ok: true; data: Record<string, unknown> } | { ok: false; problems: string[]; byField: FieldProblems } {
  const input: Record<string, unknown> = { ...fixed };
  for (const field of form.fields) input[field.key] = fieldValue(field, values[field.key] ?? '', previous);
  const parsed = form.schema.safeParse(input);
  if (parsed.success) return { ok: true, data: parsed.data as Record<string, unknown> };
  const labels = Object.fromEntries(form.fields.map((f) => [f.key, f.label]));
  return {
    ok: false,
    // Beside each field, its first problem; the toast lists them with their labels.
    byField: fieldProblems(parsed.error.issues),
    problems: parsed.error.issues.map((issue) => {
      const key = String(issue.path[0] ?? '');
      const label = labels[key] ?? key;
      const detail = issue.path.length > 1 ? ` (line ${Number(issue.path[1]) + 1})` : '';
      const message = plainIssueMessage(issue);
      return label ? `${label}${detail}: ${message}` : message;
    }),
  };
}
