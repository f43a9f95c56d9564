import styled from '@emotion/styled';
import { addListEntry } from '@studio/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Input, Label } from '../../../components/field.tsx';
import { Stack } from '../../../components/layout.tsx';

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
    padding: '2px 4px 2px 12px',
    borderRadius: theme.radius.pill,
    background: theme.colors.primarySoft,
    color: theme.colors.primaryDark,
    fontSize: '0.85rem',
    fontWeight: 600,
  },
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

/** What the typed entry does to the list: Enter or Add puts it in; blanks and duplicates are ignored. */
export function addChip(list: readonly string[], draft: string) {
  return { list: addListEntry(list, draft), draft: '' };
}

/** Allergies and favourite colours (spec §2): chips with remove buttons and an entry box. */
export function ChipListInput(props: {
  label: string;
  values: readonly string[];
  placeholder?: string;
  onChange: (values: string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    const next = addChip(props.values, draft);
    if (next.list.length !== props.values.length) props.onChange(next.list);
    setDraft(next.draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the entry instead of submitting the whole profile form.
    event.preventDefault();
    add();
  };
  return (
    <Stack gap={8}>
      <Label htmlFor={id}>{props.label}</Label>
      {props.values.length > 0 && (
        <Chips aria-label={`Current ${props.label.toLowerCase()}`}>
          {props.values.map((value) => (
            <li key={value}>
              {value}
              <button
                type="button"
                aria-label={`Remove ${value}`}
                onClick={() => props.onChange(props.values.filter((v) => v !== value))}
              >
                ×
              </button>
            </li>
          ))}
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
        <Button variant="outline" onClick={add} aria-label={`Add to ${props.label}`}>
          Add
        </Button>
      </Row>
    </Stack>
  );
}
