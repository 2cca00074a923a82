import { Select, type SelectProps } from '@mantine/core';

/** One value of an option list, as the option screen keeps it. */
export interface OptionValue {
  readonly value: string;
  readonly name: string;
}

export interface OptionSelectProps extends Omit<
  SelectProps,
  'data' | 'value' | 'onChange' | 'searchable'
> {
  /** The enabled values of the list (GET /optionDetail/list). */
  readonly options: readonly OptionValue[];
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** Shown as a disabled entry when `value` is no longer enabled, so a form still shows it. */
  readonly disabledLabel?: string;
}

/**
 * A dropdown whose values come from an option list (spec: "dropdowns take their values from
 * options"). It shows `code — name`, searches both, and never offers a disabled value: a stored
 * value that was disabled since is shown greyed out and cannot be chosen again.
 */
export function OptionSelect({
  options,
  value,
  onChange,
  disabledLabel,
  ...props
}: OptionSelectProps) {
  const data = options.map((option) => ({
    value: option.value,
    label: option.name === option.value ? option.value : `${option.value} — ${option.name}`,
  }));
  if (value !== '' && !options.some((option) => option.value === value)) {
    data.push({
      value,
      label: disabledLabel === undefined ? value : `${value} (${disabledLabel})`,
      disabled: true,
    } as (typeof data)[number]);
  }
  return (
    <Select
      {...props}
      data={data}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={!props.required}
      nothingFoundMessage={props.nothingFoundMessage}
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}
