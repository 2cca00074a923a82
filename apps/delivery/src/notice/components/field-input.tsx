import {
  Checkbox,
  NativeSelect,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  type ComboboxItem,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { IconSelector } from '@tabler/icons-react';
import { memo, useState, type ReactNode } from 'react';
import { DateField } from '@portal/ui';
import type { Finding } from '../state/notice-findings';
import type { FieldSpec, FieldValue } from '../state/notice-fields';
import type { DeliveryFormat } from '../../common/use-delivery-format';

/** The choices of the builder's selects, made once per notice. */
export interface FieldOptions {
  readonly pallets: readonly ComboboxItem[];
  readonly packages: readonly ComboboxItem[];
  readonly orderLines: readonly ComboboxItem[];
  readonly weightUnits: readonly ComboboxItem[];
  readonly transportModes: readonly ComboboxItem[];
}

const optionsOf = (spec: FieldSpec, options: FieldOptions): readonly ComboboxItem[] => {
  switch (spec.kind.type) {
    case 'pallet':
      return options.pallets;
    case 'package':
      return options.packages;
    case 'orderLine':
      return options.orderLines;
    case 'weightUnit':
      return options.weightUnits;
    case 'transportMode':
      return options.transportModes;
    default:
      return [];
  }
};

/** A field's value as read-only text: a choice by its meaning, a number and a day as set. */
export function displayValue(
  spec: FieldSpec,
  value: FieldValue,
  options: FieldOptions,
  format: DeliveryFormat,
  yesNo: (value: boolean) => string,
): string {
  if (value === undefined) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (typeof value === 'number') return format.quantity(value);
  if (spec.kind.type === 'date') return format.day(value);
  const choices = optionsOf(spec, options);
  return choices.find((choice) => choice.value === value)?.label ?? value;
}

export interface FieldInputProps {
  readonly spec: FieldSpec;
  readonly value: FieldValue;
  readonly onChange: (value: FieldValue) => void;
  /** `form`: a labelled field; `cell`: a compact input of a table row, named by `label`. */
  readonly variant: 'form' | 'cell';
  readonly label: string;
  /** The findings at this field. */
  readonly findings: readonly Finding[];
  /** In a cell: the element of the row that spells out its findings. */
  readonly errorId?: string;
  readonly readOnly?: boolean;
  readonly options: FieldOptions;
  /** Text of a choice the options lack (a package removed meanwhile). */
  readonly missingLabel?: (value: string) => string;
  readonly id?: string;
  /** What an empty choice reads as ("none"). */
  readonly noneLabel: string;
  /** What to type, in words (the spec's hint): a placeholder. */
  readonly hint?: string;
}

/**
 * One field of the builder as an input of its kind. In a form, its findings show under it (a
 * question in orange, a refusal in red); in a cell it is only marked, and points to the row's
 * findings, which are spelt out once beneath the row.
 */
export const FieldInput = memo(function FieldInput({
  spec,
  value,
  onChange,
  variant,
  label,
  findings,
  errorId,
  readOnly = false,
  options,
  missingLabel,
  id,
  noneLabel,
  hint,
}: FieldInputProps) {
  const cell = variant === 'cell';
  const blocking = findings.filter((finding) => finding.severity === 'block');
  const asking = findings.filter((finding) => finding.severity === 'ask');
  const lines = (found: readonly Finding[]): ReactNode =>
    found.length === 1 ? (
      found[0]?.message
    ) : (
      <Stack gap={0} component="span">
        {found.map((finding) => (
          <span key={finding.message}>{finding.message}</span>
        ))}
      </Stack>
    );
  const common = cell
    ? {
        size: 'xs' as const,
        'aria-label': label,
        error: blocking.length > 0,
        ...(blocking.length > 0 && errorId !== undefined ? { 'aria-errormessage': errorId } : {}),
        readOnly,
        ...(id === undefined ? {} : { id }),
      }
    : {
        size: 'sm' as const,
        label,
        error: blocking.length > 0 ? lines(blocking) : undefined,
        description: asking.length > 0 ? lines(asking) : undefined,
        readOnly,
        ...(id === undefined ? {} : { id }),
      };
  const text = typeof value === 'string' ? value : value === undefined ? '' : String(value);
  const kind = spec.kind;

  switch (kind.type) {
    case 'text':
      return (
        <TextInput
          {...common}
          maxLength={kind.max}
          placeholder={hint}
          inputMode={kind.digits ? 'numeric' : undefined}
          value={text}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            onChange(kind.upper ? typed.toUpperCase() : typed);
          }}
        />
      );
    case 'number':
      return (
        <NumberField
          common={common}
          integer={kind.integer === true}
          value={typeof value === 'number' ? value : undefined}
          onChange={onChange}
        />
      );
    case 'switch':
      return (
        <Checkbox
          size={cell ? 'xs' : 'sm'}
          {...(cell ? { 'aria-label': label } : { label, mt: 'lg' })}
          checked={value === true}
          disabled={readOnly}
          onChange={(event) => onChange(event.currentTarget.checked)}
          {...(id === undefined ? {} : { id })}
        />
      );
    case 'date':
      return (
        <DateField
          label={label}
          value={text}
          readOnly={readOnly}
          error={common.error === false ? undefined : common.error}
          onChange={(day) => onChange(day === '' ? undefined : day)}
          {...(id === undefined ? {} : { id })}
        />
      );
    case 'time':
      return (
        <TimeInput
          {...common}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'pallet':
    case 'package': {
      const choices = optionsOf(spec, options);
      const known = value === undefined || choices.some((choice) => choice.value === value);
      const data =
        known || typeof value !== 'string'
          ? choices
          : [{ value, label: missingLabel?.(value) ?? value }, ...choices];
      return (
        <PackagePicker
          common={common}
          data={data}
          value={typeof value === 'string' ? value : null}
          readOnly={readOnly}
          placeholder={noneLabel}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    }
    case 'orderLine':
    case 'weightUnit':
    case 'transportMode': {
      const choices = optionsOf(spec, options);
      const known = value === undefined || choices.some((choice) => choice.value === value);
      const data = [
        ...(kind.type === 'orderLine' ? [] : [{ value: '', label: noneLabel }]),
        ...(known || typeof value !== 'string'
          ? []
          : [{ value, label: missingLabel?.(value) ?? value }]),
        ...choices,
      ];
      return (
        <NativeSelect
          {...common}
          // A read-only select still opens: it is shown disabled instead.
          disabled={readOnly}
          data={data}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value || undefined)}
        />
      );
    }
    case 'info':
    case 'address':
      return cell ? (
        <Text size="xs">{text}</Text>
      ) : (
        <TextInput {...common} readOnly variant="filled" value={text} />
      );
  }
});

type CommonProps = Record<string, unknown> & { size: 'xs' | 'sm' };

/**
 * A number as typed: "1." or "0.0" stay on screen while they are on their way to a number, and
 * only numbers (or nothing) reach the notice.
 */
function NumberField({
  common,
  integer,
  value,
  onChange,
}: {
  common: CommonProps;
  integer: boolean;
  value: number | undefined;
  onChange: (value: FieldValue) => void;
}) {
  const [shown, setShown] = useState<number | string>(value ?? '');
  const [held, setHeld] = useState(value);
  // Set from outside (recalculate): show the new value.
  if (value !== held) {
    setHeld(value);
    setShown(value ?? '');
  }
  return (
    <NumberInput
      {...common}
      hideControls
      min={0}
      allowNegative={false}
      allowDecimal={!integer}
      decimalScale={integer ? 0 : 3}
      value={shown}
      onChange={(next) => {
        setShown(next);
        if (typeof next === 'number') {
          setHeld(next);
          onChange(next);
        } else if (next === '') {
          setHeld(undefined);
          onChange(undefined);
        }
      }}
    />
  );
}

/**
 * A package chosen from the notice's packages (there may be 5,000): a plain field showing the
 * choice until it is used, then a searchable select, so a page of fifty rows does not carry fifty
 * lists of thousands of options.
 */
function PackagePicker({
  common,
  data,
  value,
  readOnly,
  placeholder,
  onChange,
}: {
  common: CommonProps;
  data: readonly ComboboxItem[];
  value: string | null;
  readOnly: boolean;
  placeholder: string;
  onChange: (value: string | null) => void;
}) {
  const [active, setActive] = useState(false);
  if (!active || readOnly) {
    return (
      <TextInput
        {...common}
        role="combobox"
        aria-haspopup="listbox"
        aria-expanded={false}
        readOnly
        placeholder={placeholder}
        value={data.find((choice) => choice.value === value)?.label ?? ''}
        rightSection={<IconSelector size={14} stroke={1.6} aria-hidden />}
        rightSectionPointerEvents="none"
        onFocus={() => setActive(!readOnly)}
        onClick={() => setActive(!readOnly)}
      />
    );
  }
  return (
    <Select
      {...common}
      data={data}
      value={value}
      onChange={onChange}
      autoFocus
      defaultDropdownOpened
      searchable
      clearable
      limit={25}
      placeholder={placeholder}
      comboboxProps={{ withinPortal: true }}
      onBlur={() => setActive(false)}
    />
  );
}
