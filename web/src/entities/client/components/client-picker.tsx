import styled from '@emotion/styled';
import { matchesClientSearch } from '@studio/domain';
import { useId, useMemo, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Input, Label } from '../../../components/field.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';
import { useClientChoices } from '../api/get-client-choices.ts';

const Wrap = styled.div({ display: 'grid', gap: 6, position: 'relative' });

const Matches = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: 0,
  padding: 4,
  display: 'grid',
  gap: 2,
  maxHeight: 220,
  overflowY: 'auto',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  button: {
    width: '100%',
    display: 'grid',
    padding: '8px 10px',
    border: 0,
    borderRadius: theme.radius.sm,
    background: 'transparent',
    font: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    '&:hover, &:focus-visible': { background: theme.colors.primarySoft },
  },
  '.contact': { fontSize: '0.8rem', color: theme.colors.muted, overflowWrap: 'anywhere' },
}));

const Chosen = styled.div(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 6px 6px 12px',
  border: `1.5px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  span: { flex: 1, minWidth: 0, overflowWrap: 'anywhere' },
}));

const maxMatches = 8;

export function clientLabel(client: Pick<Doc<'profiles'>, 'full_name' | 'email'>): string {
  return client.full_name?.trim() || client.email?.trim() || 'Client';
}

/**
 * Finds a client by name, e-mail or phone and picks her; the chosen one shows with Change.
 * `chosenId` may name a client not in the list yet (a prefilled form): it shows once she loads.
 */
export function ClientPicker(props: {
  label: string;
  chosenId: string | null;
  onChoose: (client: Doc<'profiles'> | null) => void;
}) {
  const id = useId();
  const { status, data: clients } = useClientChoices();
  const loading = status === 'loading';
  const [search, setSearch] = useState('');
  const chosen = clients.find((c) => c.id === props.chosenId) ?? null;
  const matches = useMemo(
    () => (search.trim() ? clients.filter((c) => matchesClientSearch(c, search)).slice(0, maxMatches) : []),
    [clients, search],
  );
  if (props.chosenId) {
    return (
      <Wrap>
        <Label as="span">{props.label}</Label>
        <Chosen>
          <span>
            {chosen ? `${clientLabel(chosen)}${chosen.email ? ` (${chosen.email})` : ''}` : 'Loading...'}
          </span>
          <Button size="sm" variant="ghost" onClick={() => props.onChoose(null)}>
            Change
          </Button>
        </Chosen>
      </Wrap>
    );
  }
  return (
    <Wrap>
      <Label htmlFor={id}>{props.label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={loading ? 'Loading clients...' : 'Search clients...'}
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {search.trim() && (
        <Matches aria-label="Matching clients">
          {matches.length === 0 && <li className="contact">{loading ? 'Loading...' : 'No clients match'}</li>}
          {matches.map((client) => (
            <li key={client.id}>
              <button
                type="button"
                onClick={() => {
                  setSearch('');
                  props.onChoose(client);
                }}
              >
                <span>{clientLabel(client)}</span>
                <span className="contact">{[client.email, client.phone].filter(Boolean).join(' · ')}</span>
              </button>
            </li>
          ))}
        </Matches>
      )}
    </Wrap>
  );
}
