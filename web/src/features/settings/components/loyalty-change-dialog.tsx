import styled from '@emotion/styled';
import {
  type LoyaltyChangePreview,
  type LoyaltyChangeScope,
  type LoyaltyRuleValue,
  loyaltyChangeScopeLabels,
  messages,
  type SettingsValues,
} from '@studio/domain';
import { useCallback, useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { Dialog, DialogActions } from '../../../components/dialog.tsx';
import { Paragraph } from '../../../components/layout.tsx';
import type { DataResult } from '../../../utils/combined-status.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { changeLoyaltyRule, useLoyaltyChangePreview } from '../api/change-loyalty-rule.ts';
import { describeLoyaltyChange } from '../utils/loyalty-change.ts';

const Choices = styled.ul({ listStyle: 'none', padding: 0, margin: '16px 0 0', display: 'grid', gap: 12 });

const Choice = styled.li(({ theme }) => ({
  display: 'grid',
  gap: 8,
  padding: 12,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  p: { margin: 0, fontSize: '0.9rem' },
  strong: { fontSize: '0.95rem' },
}));

/** The dry run's count for one choice, once it has answered. */
function countText(preview: DataResult<LoyaltyChangePreview | null>, scope: LoyaltyChangeScope): string {
  if (preview.status === 'error') return messages.loyaltyChange.countFailed;
  if (!preview.data) return messages.loyaltyChange.counting;
  return messages.loyaltyChange.tierChanges(preview.data.tierChanges[scope], preview.data.clients);
}

const explanations: Record<LoyaltyChangeScope, string> = {
  past_bookings: messages.loyaltyChange.pastBookings,
  from_now_on: messages.loyaltyChange.fromNowOn,
};

/**
 * Asks before the loyalty rate or the tier thresholds change: how many clients each choice moves
 * to another tier (a dry run by the function that will apply it), and whether the change applies
 * to past bookings or only from now on.
 */
function LoyaltyChangeDialog(props: {
  change: LoyaltyRuleValue;
  current: LoyaltyRuleValue['value'];
  onDone: () => void;
}) {
  const preview = useLoyaltyChangePreview(props.change);
  const [busy, setBusy] = useState(false);

  const apply = async (scope: LoyaltyChangeScope) => {
    setBusy(true);
    const done = await writeWithToasts(() => changeLoyaltyRule({ ...props.change, scope }), {
      success: messages.loyaltyChange.updated,
      successDescription:
        scope === 'past_bookings'
          ? messages.loyaltyChange.updatedPast
          : messages.loyaltyChange.updatedFromNow,
      failed: messages.loyaltyChange.failed,
    });
    setBusy(false);
    if (done) props.onDone();
  };

  return (
    <Dialog open onClose={props.onDone} title={messages.loyaltyChange.title}>
      <Paragraph>{describeLoyaltyChange(props.change, props.current)}</Paragraph>
      <Choices>
        {(['past_bookings', 'from_now_on'] as const).map((scope) => (
          <Choice key={scope}>
            <p>{explanations[scope]}</p>
            <p aria-live="polite">
              <strong>{countText(preview, scope)}</strong>
            </p>
            <Button
              variant={scope === 'from_now_on' ? 'primary' : 'outline'}
              disabled={busy || preview.status === 'loading'}
              onClick={() => void apply(scope)}
            >
              {loyaltyChangeScopeLabels[scope]}
            </Button>
          </Choice>
        ))}
      </Choices>
      <DialogActions>
        <Button variant="ghost" onClick={props.onDone} disabled={busy}>
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * The loyalty rows' save: instead of writing, opens the prompt; the function writes the setting
 * with the owner's choice. `dialog` is rendered by the settings screen.
 */
export function useLoyaltyChange(values: SettingsValues) {
  const [change, setChange] = useState<LoyaltyRuleValue | null>(null);
  const ask = useCallback((next: LoyaltyRuleValue) => setChange(next), []);
  const dialog = change && (
    <LoyaltyChangeDialog change={change} current={values[change.key]} onDone={() => setChange(null)} />
  );
  return { ask, dialog };
}
