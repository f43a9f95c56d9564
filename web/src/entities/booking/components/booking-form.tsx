import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { DialogActions } from '../../../components/dialog.tsx';
import { Stack } from '../../../components/layout.tsx';
import { ClientStep } from './booking-form-client-step.tsx';
import type { BookingFormPrefill } from './booking-form-prefill.ts';
import { VisitForm } from './booking-form-visit.tsx';

export type { BookingFormPrefill };

/**
 * The one booking form (issues 12 and 31), in steps: the client (booking-form-client-step), the
 * visit's services one after another (booking-form-services-step), who and when
 * (booking-form-time-step), then notes and the live price (booking-form-visit).
 */
export function BookingForm(props: {
  prefill: BookingFormPrefill;
  onDone: (bookingId: string) => void;
  onCancel: () => void;
}) {
  const [clientId, setClientId] = useState<string | null>(props.prefill.clientId ?? null);
  return (
    <Stack gap={16}>
      <ClientStep clientId={clientId} onClientId={setClientId} />
      {clientId ? (
        <VisitForm
          key={clientId}
          clientId={clientId}
          prefill={props.prefill}
          onDone={props.onDone}
          onCancel={props.onCancel}
        />
      ) : (
        // Before a client is chosen the form has no body yet; its footer still offers Cancel.
        <DialogActions>
          <Button variant="outline" onClick={props.onCancel}>
            Cancel
          </Button>
        </DialogActions>
      )}
    </Stack>
  );
}
