import styled from '@emotion/styled';
import { ownerOnlyNote, type SettingKey, type SettingsValues, type SettingTab } from '@studio/domain';
import { Card } from '../../../components/card.tsx';
import { ownerOnly, settingsOnTab } from '../utils/setting-fields.ts';
import type { ReportProblem, SaveSetting } from './setting-controls.tsx';
import { SettingRow } from './setting-row.tsx';

const Panel = styled(Card)({ padding: '4px 20px', marginTop: 20, overflow: 'visible' });

/**
 * A tab's settings, straight from the registry: one row per key in registry order. An assistant
 * sees the owner's settings read-only, with the registry's reason (the rules refuse them to her).
 */
export function SettingsTabPanel(props: {
  tab: SettingTab;
  values: SettingsValues;
  isOwner: boolean;
  save: SaveSetting;
  problem: ReportProblem;
}) {
  const keys = settingsOnTab(props.tab);
  if (keys.length === 0) return null;
  return (
    <Panel>
      {keys.map((key: SettingKey) => {
        const locked = ownerOnly(key) && !props.isOwner;
        return (
          <SettingRow
            key={key}
            settingKey={key}
            value={props.values[key]}
            disabled={locked}
            note={locked ? (ownerOnlyNote(key) ?? undefined) : undefined}
            save={props.save}
            problem={props.problem}
          />
        );
      })}
    </Panel>
  );
}
