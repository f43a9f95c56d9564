import styled from '@emotion/styled';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from './button.tsx';
import { Input, Label } from './field.tsx';
import { Stack } from './layout.tsx';

const Chips = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  li: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 4,
    minHeight: 32,
    padding: '2px 4px 2px 12px',
    borderRadius: theme.radius.pill,
    background: theme.colors.primarySoft,
    color: theme.colors.primaryDark,
    fontSize: '0.85rem',
    fontWeight: 600,
  },
  // A chip the user may not remove keeps the same padding on both sides.
  'li.kept': { paddingRight: 12 },
  button: {
    display: 'grid',
    placeItems: 'center',
    width: 28,
    height: 28,
    border: 0,
    borderRadius: '50%',
    background: 'transparent',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: theme.colors.surface },
  },
}));

const Row = styled.div({ display: 'flex', gap: 8 });

/**
 * A list typed one entry at a time (allergies, favourite colours): the entries as chips with a
 * remove button each, then a box whose Enter or Add button hands the typed text to `onAdd` (the
 * caller decides what it adds: a plain entry, or a ticked allergen). The box empties after.
 */
export function ChipListInput(props: {
  label: string;
  values: readonly string[];
  onAdd: (draft: string) => void;
  onRemove: (value: string) => void;
  /** False for an entry the user may not remove here (e.g. an allergy on file, on her own page). */
  canRemove?: (value: string) => boolean;
  /** The chips' list name; "Current {label}" by default. */
  chipsLabel?: string;
  /** The Add button's name; "Add to {label}" by default. */
  addLabel?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    props.onAdd(draft);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry instead of submitting the whole form.
    event.preventDefault();
    add();
  };
  return (
    <Stack gap={8}>
      <Label htmlFor={id}>{props.label}</Label>
      {props.values.length > 0 && (
        <Chips aria-label={props.chipsLabel ?? `Current ${props.label.toLowerCase()}`}>
          {props.values.map((value) => {
            const removable = props.canRemove?.(value) ?? true;
            return (
              <li key={value} className={removable ? undefined : 'kept'}>
                {value}
                {removable && (
                  <button type="button" aria-label={`Remove ${value}`} onClick={() => props.onRemove(value)}>
                    ×
                  </button>
                )}
              </li>
            );
          })}
        </Chips>
      )}
      <Row>
        <Input
          id={id}
          value={draft}
          placeholder={props.placeholder}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="outline" onClick={add} aria-label={props.addLabel ?? `Add to ${props.label}`}>
          Add
        </Button>
      </Row>
    </Stack>
  );
}
