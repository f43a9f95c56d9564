import styled from '@emotion/styled';
import {
  parseNumericSettingInput,
  type SettingKey,
  type SettingValue,
  settingsRegistry,
} from '@studio/domain';
import { useState } from 'react';
import { Input, TextArea } from '../../../components/field.tsx';
import { Inline } from '../../../components/layout.tsx';
import { Select } from '../../../components/select.tsx';
import { Switch } from '../../../components/switch.tsx';
import { beyondRulesLimit, checkSetting, selectOptions } from '../utils/setting-fields.ts';

const NumberInput = styled(Input)({ width: 64, padding: 4 });

/** How a control hands a new value up; the caller saves it and toasts (spec §8). */
export type SaveSetting = <K extends SettingKey>(key: K, value: SettingValue<K>) => Promise<void>;
export type ReportProblem = (message: string) => void;

interface ControlProps<K extends SettingKey> {
  settingKey: K;
  value: SettingValue<K>;
  id: string;
  describedBy?: string;
  disabled: boolean;
  save: SaveSetting;
  problem: ReportProblem;
}

/** A switch: writes at once. */
export function ToggleControl(props: ControlProps<SettingKey>) {
  return (
    <Switch
      id={props.id}
      checked={props.value === true}
      label={settingsRegistry[props.settingKey].label}
      states={['On', 'Off']}
      disabled={props.disabled}
      onChange={(next) => props.save(props.settingKey, next as never)}
    />
  );
}

/** A number: saved as an integer or a decimal when the field loses focus (spec §2). */
export function NumberControl(props: ControlProps<SettingKey>) {
  const [text, setText] = useState<string | null>(null);
  const control = settingsRegistry[props.settingKey].control;
  const onBlur = () => {
    if (text === null) return;
    setText(null);
    const parsed = parseNumericSettingInput(props.settingKey, text);
    if (!parsed.ok) return props.problem(parsed.message);
    const beyond = beyondRulesLimit(props.settingKey, parsed.value);
    if (beyond) return props.problem(beyond);
    if (parsed.value !== props.value) void props.save(props.settingKey, parsed.value);
  };
  return (
    <Input
      id={props.id}
      aria-describedby={props.describedBy}
      type="number"
      inputMode={control === 'integer' ? 'numeric' : 'decimal'}
      step={control === 'integer' ? 1 : 0.01}
      min={0}
      max={
        props.settingKey.endsWith('_percent') || props.settingKey === 'ecommerce_tax_rate' ? 100 : undefined
      }
      value={text ?? String(props.value)}
      disabled={props.disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/** Text (and colours, and page-long text): saved when the field loses focus, if it changed and is valid. */
export function TextControl(props: ControlProps<SettingKey> & { type?: 'text' | 'color' | 'long' }) {
  const [text, setText] = useState<string | null>(null);
  const onBlur = () => {
    if (text === null) return;
    setText(null);
    const value = props.type === 'color' ? text.toUpperCase() : text.trim();
    if (value === props.value) return;
    const check = checkSetting(props.settingKey, value);
    if (!check.ok) return props.problem(check.message);
    void props.save(props.settingKey, check.value);
  };
  const shown = text ?? String(props.value);
  if (props.type === 'color')
    return (
      <Inline as="span" gap={8}>
        <NumberInput
          id={props.id}
          aria-describedby={props.describedBy}
          type="color"
          value={shown}
          disabled={props.disabled}
          onChange={(e) => setText(e.target.value)}
          onBlur={onBlur}
        />
        <code>{shown.toUpperCase()}</code>
      </Inline>
    );
  if (props.type === 'long')
    return (
      <TextArea
        id={props.id}
        aria-describedby={props.describedBy}
        rows={8}
        value={shown}
        disabled={props.disabled}
        onChange={(e) => setText(e.target.value)}
        onBlur={onBlur}
      />
    );
  return (
    <Input
      id={props.id}
      aria-describedby={props.describedBy}
      value={shown}
      disabled={props.disabled}
      onChange={(e) => setText(e.target.value)}
      onBlur={onBlur}
    />
  );
}

/** A choice: saved as soon as it changes. */
export function SelectControl(props: ControlProps<SettingKey>) {
  return (
    <Select
      id={props.id}
      aria-describedby={props.describedBy}
      value={String(props.value)}
      disabled={props.disabled}
      onChange={(e) => {
        const check = checkSetting(props.settingKey, e.target.value);
        if (!check.ok) return props.problem(check.message);
        void props.save(props.settingKey, check.value);
      }}
    >
      {selectOptions(props.settingKey).map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </Select>
  );
}
