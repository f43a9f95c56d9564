import styled from '@emotion/styled';
import { type SettingKey, type SettingValue, settingsRegistry } from '@studio/domain';
import { useCallback, useId, useState } from 'react';
import { Badge } from '../../../components/badge.tsx';
import { ErrorText } from '../../../components/field.tsx';
import { GroupControl } from './group-control.tsx';
import {
  NumberControl,
  type ReportProblem,
  type SaveSetting,
  SelectControl,
  TextControl,
  ToggleControl,
} from './setting-controls.tsx';

const OwnerBadge = styled(Badge)({ marginLeft: 8 });

const Row = styled.div(({ theme }) => ({
  display: 'grid',
  gap: 8,
  padding: '16px 0',
  borderBottom: `1px solid ${theme.colors.border}`,
  '&:last-of-type': { borderBottom: 0 },
  [theme.mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', alignItems: 'center', gap: 24 },
}));

const Wide = styled(Row)(({ theme }) => ({ [theme.mq.md]: { gridTemplateColumns: '1fr' } }));

const Text = styled.div(({ theme }) => ({
  label: { fontWeight: 600, display: 'block' },
  h3: { fontWeight: 600, fontSize: '1rem', margin: 0 },
  p: { margin: '2px 0 0', color: theme.colors.muted, fontSize: '0.85rem' },
}));

/**
 * A row's problem is raised as a toast by the route and also stays under the control, until the
 * next value is saved.
 */
function useRowProblem(report: ReportProblem, persist: SaveSetting) {
  const [problem, setProblem] = useState<string | null>(null);
  const reportHere = useCallback<ReportProblem>(
    (message) => {
      setProblem(message);
      report(message);
    },
    [report],
  );
  const save = useCallback<SaveSetting>(
    (key, value) => {
      setProblem(null);
      return persist(key, value);
    },
    [persist],
  );
  return { problem, reportHere, save };
}

/** One setting: its label and help from the registry, and the control its kind calls for. */
export function SettingRow(props: {
  settingKey: SettingKey;
  value: SettingValue<SettingKey>;
  disabled: boolean;
  note?: string;
  save: SaveSetting;
  problem: ReportProblem;
}) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const { problem, reportHere, save } = useRowProblem(props.problem, props.save);
  const def = settingsRegistry[props.settingKey];
  const help = [def.help, def.inert && `Not acting yet: ${def.inert}`, props.note].filter(Boolean).join(' ');
  const inert = def.inert && <OwnerBadge tone="neutral">Not acting yet</OwnerBadge>;
  const error = problem && (
    <ErrorText id={errorId} role="alert">
      {problem}
    </ErrorText>
  );
  if (def.control === 'group')
    return (
      <Wide role="group" aria-labelledby={`${id}-title`} aria-describedby={helpId}>
        <Text>
          <h3 id={`${id}-title`}>
            {def.label}
            {inert}
          </h3>
          <p id={helpId}>{help}</p>
        </Text>
        <GroupControl {...props} save={save} problem={reportHere} />
        {error}
      </Wide>
    );
  const describedBy = problem ? `${helpId} ${errorId}` : helpId;
  const common = { ...props, id, describedBy, save, problem: reportHere };
  return (
    <Row>
      <Text>
        <label htmlFor={id}>{def.label}</label>
        {inert}
        <p id={helpId}>{help}</p>
      </Text>
      <div>
        {def.control === 'toggle' && <ToggleControl {...common} />}
        {(def.control === 'integer' || def.control === 'decimal') && <NumberControl {...common} />}
        {def.control === 'text' && <TextControl {...common} />}
        {def.control === 'longText' && <TextControl {...common} type="long" />}
        {def.control === 'color' && <TextControl {...common} type="color" />}
        {def.control === 'select' && <SelectControl {...common} />}
        {error}
      </div>
    </Row>
  );
}
