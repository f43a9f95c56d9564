import type { FieldProblems } from '@studio/domain';
import { type ChangeEvent, useCallback, useState } from 'react';

/** The keys of a form whose controls hold text (a number field's value arrives as text too). */
export type TextKey<Values> = { [K in keyof Values]-?: string extends Values[K] ? K : never }[keyof Values];

type TextControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const noProblems: FieldProblems = {};

/**
 * A form's values in one state: `set` changes some of them, `bind(key)` gives a text input,
 * text area or select its value, the change that stores what was typed or picked, and the
 * problem `showProblems` last found with it (cleared as soon as that field is edited).
 */
export function useFormValues<Values extends object>(initial: Values | (() => Values)) {
  const [values, setValues] = useState<Values>(initial);
  const [problems, showProblems] = useState<FieldProblems>(noProblems);
  const set = useCallback((patch: Partial<Values>) => {
    setValues((v) => ({ ...v, ...patch }));
    showProblems((shown) => {
      const edited = Object.keys(patch).filter((key) => key in shown);
      if (edited.length === 0) return shown;
      const rest = { ...shown };
      for (const key of edited) delete rest[key];
      return rest;
    });
  }, []);
  const reset = useCallback((next: Values) => {
    setValues(next);
    showProblems(noProblems);
  }, []);
  const bind = (key: TextKey<Values>) => ({
    value: (values[key] ?? '') as string | number,
    onChange: (e: ChangeEvent<TextControl>) => set({ [key]: e.target.value } as Partial<Values>),
    error: problems[key as string],
  });
  return { values, setValues: reset, set, bind, problems, showProblems };
}
