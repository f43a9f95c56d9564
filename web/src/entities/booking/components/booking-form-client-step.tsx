import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { AddClientDialog } from '../../client/components/add-client-dialog.tsx';
import { ClientPicker } from '../../client/components/client-picker.tsx';

/** Who the booking is for: a client found by name, or a walk-in added on the spot. */
export function ClientStep(props: {
  clientId: string | null;
  onClientId: (clientId: string | null) => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ClientPicker
        label="Client"
        chosenId={props.clientId}
        onChoose={(client) => props.onClientId(client?.id ?? null)}
      />
      {!props.clientId && (
        <div>
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            New walk-in client
          </Button>
        </div>
      )}
      <AddClientDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={(id) => {
          setAdding(false);
          props.onClientId(id);
        }}
      />
    </>
  );
}
