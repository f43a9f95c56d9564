import { type ChangeEvent, useCallback, useState } from 'react';

/** The keys of a form whose controls hold text (a number field's value arrives as text too). */
export type TextKey<Values> = { [K in keyof Values]-?: string extends Values[K] ? K : never }[keyof Values];

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * A form's values in one state: `set` changes some of them, `bind(key)` gives a text input,
 * text area or select its value and the change that stores what was typed or picked.
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const set = useCallback((patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch })), []);
  const bind = (key: TextKey<Values>) => ({
    value: (values[key] ?? '') as string | number,
    onChange: (e: ChangeEvent<TextControl>) => set({ [key]: e.target.value } as Partial<Values>),
  });
  return { values, setValues, set, bind };
}
