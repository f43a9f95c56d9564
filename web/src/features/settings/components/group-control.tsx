import styled from '@emotion/styled';
import type { SettingKey, SettingValue } from '@studio/domain';
import { useId, useState } from 'react';
import { Input, Label } from '../../../components/field.tsx';
import { Switch } from '../../../components/switch.tsx';
import { type GroupField, groupFields, withGroupPart } from '../utils/setting-fields.ts';
import type { ReportProblem, SaveSetting } from './setting-controls.tsx';

const Parts = styled.div({
  display: 'grid',
  gap: 12,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(200px, 100%), 1fr))',
});

const Part = styled.div({ display: 'grid', gap: 6, alignContent: 'start' });

interface PartProps {
  settingKey: SettingKey;
  value: SettingValue<SettingKey>;
  field: GroupField;
  disabled: boolean;
  commit: (field: GroupField, input: string | boolean) => void;
}

/** One part of a grouped setting: a switch acts at once, a field on blur. */
function GroupPart({ value, field, disabled, commit }: PartProps) {
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const stored = (value as Record<string, unknown>)[field.field];
  if (field.kind === 'toggle')
    return (
      <Part>
        <Label htmlFor={id}>{field.label}</Label>
        <Switch
          id={id}
          checked={stored === true}
          label={field.label}
          states={['On', 'Off']}
          disabled={disabled}
          onChange={(next) => commit(field, next)}
        />
      </Part>
    );
  const numeric = field.kind === 'integer' || field.kind === 'decimal';
  return (
    <Part>
      <Label htmlFor={id}>{field.label}</Label>
      <Input
        id={id}
        type={numeric ? 'number' : field.kind === 'email' ? 'email' : 'text'}
        inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'decimal' ? 'decimal' : undefined}
        step={field.kind === 'integer' ? 1 : field.kind === 'decimal' ? 0.01 : undefined}
        min={field.min}
        max={field.max}
        value={text ?? String(stored ?? '')}
        disabled={disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => {
          if (text === null) return;
          setText(null);
          if (text !== String(stored ?? '')) commit(field, text);
        }}
      />
    </Part>
  );
}

/** A setting made of parts (business info, booking policy, fees, tiers): saved whole. */
export function GroupControl(props: {
  settingKey: SettingKey;
  value: SettingValue<SettingKey>;
  disabled: boolean;
  save: SaveSetting;
  problem: ReportProblem;
}) {
  const fields = groupFields[props.settingKey] ?? [];
  const commit = (field: GroupField, input: string | boolean) => {
    const check = withGroupPart(props.settingKey, props.value, field, input);
    if (!check.ok) return props.problem(check.message);
    void props.save(props.settingKey, check.value);
  };
  return (
    <Parts>
      {fields.map((field) => (
        <GroupPart
          key={field.field}
          settingKey={props.settingKey}
          value={props.value}
          field={field}
          disabled={props.disabled}
          commit={commit}
        />
      ))}
    </Parts>
  );
}
