import styled from '@emotion/styled';
import {
  customPeriodProblem,
  presetPeriod,
  type ReportPeriod,
  type ReportPreset,
  reportPresetLabels,
  reportPresets,
  type TimeZone,
} from '@studio/domain';
import { useState } from 'react';
import { Button } from '../../../components/button.tsx';
import { InputField, SelectField } from '../../../components/field.tsx';
import { Switch } from '../../../components/switch.tsx';

const Bar = styled.form({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 12,
  marginBottom: 20,
  '& > *': { flex: '1 1 150px', minWidth: 0 },
  // The switch and its words need a line of their own on a 360 px phone (measured: 24 px too wide
  // beside the period select).
  '& > .compare': { flex: '1 1 240px' },
});

const SwitchRow = styled.div({ display: 'flex', alignItems: 'center', gap: 8, minHeight: 44 });

export type PeriodChoice = ReportPreset | 'custom';

/** The period picker: a preset, or custom dates checked in plain words before they are asked for. */
export function PeriodPicker(props: {
  timeZone: TimeZone;
  now: Date;
  period: ReportPeriod;
  onPeriod: (period: ReportPeriod) => void;
  compare: boolean;
  onCompare: (compare: boolean) => void;
}) {
  const [choice, setChoice] = useState<PeriodChoice>('last_30_days');
  const [custom, setCustom] = useState<ReportPeriod>(props.period);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = (next: PeriodChoice) => {
    setChoice(next);
    setProblem(null);
    if (next === 'custom') setCustom(props.period);
    else props.onPeriod(presetPeriod(next, props.now, props.timeZone));
  };
  const apply = () => {
    const refused = customPeriodProblem(custom);
    setProblem(refused);
    if (!refused) props.onPeriod(custom);
  };

  return (
    <Bar
      aria-label="Report period"
      onSubmit={(event) => {
        event.preventDefault();
        apply();
      }}
    >
      <SelectField label="Period" value={choice} onChange={(e) => choose(e.target.value as PeriodChoice)}>
        {reportPresets.map((preset) => (
          <option key={preset} value={preset}>
            {reportPresetLabels[preset]}
          </option>
        ))}
        <option value="custom">Custom dates</option>
      </SelectField>
      {choice === 'custom' && (
        <>
          <InputField
            label="From"
            type="date"
            value={custom.from}
            onChange={(e) => setCustom({ ...custom, from: e.target.value })}
          />
          <InputField
            label="To"
            type="date"
            value={custom.to}
            error={problem ?? undefined}
            onChange={(e) => setCustom({ ...custom, to: e.target.value })}
          />
          <div>
            <Button type="submit" variant="outline">
              Show
            </Button>
          </div>
        </>
      )}
      <SwitchRow className="compare">
        <Switch checked={props.compare} onChange={props.onCompare} label="Compare with the previous period" />
        <span aria-hidden="true">Compare with the previous period</span>
      </SwitchRow>
    </Bar>
  );
}
