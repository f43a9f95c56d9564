import { useFirestore } from 'reactfire';
import { Switch } from '../../../components/switch.tsx';
import { useBusy } from '../../../hooks/use-busy.ts';
import { writeWithToasts } from '../../../utils/write-with-toasts.ts';
import { setCatalogItemActive, type ToggleKind } from '../api/update-catalog-item.ts';
import { toggleMessage } from '../utils/catalog-view.ts';

/**
 * A Visible/Hidden (or Active/Inactive) switch that writes is_active at once and says so in a
 * toast (spec §8). The listener shows the new state; the SDK applies the write locally first.
 */
export function CatalogSwitch(props: {
  kind: ToggleKind;
  /** The category, service, material or add-on the switch shows and sets. */
  item: { id: string; name: string; is_active: boolean };
  texts: { hidden: string; visible: string; failed: string };
  states?: readonly [string, string];
  disabled?: boolean;
}) {
  const db = useFirestore();
  const [busy, whileBusy] = useBusy();
  const onChange = async (next: boolean) => {
    // Ignored rather than disabled while a write is under way: a disabled button drops focus.
    if (busy) return;
    await whileBusy(() =>
      writeWithToasts(() => setCatalogItemActive(db, props.kind, props.item.id, next), {
        success: toggleMessage(props.texts, next),
        failed: props.texts.failed,
      }),
    );
  };
  return (
    <Switch
      checked={props.item.is_active}
      onChange={onChange}
      label={`${props.item.name} visible`}
      states={props.states ?? ['Visible', 'Hidden']}
      disabled={props.disabled}
    />
  );
}
