import { NativeSelect, Stack, Text, TextInput, type ComboboxItem } from '@mantine/core';
import { memo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  paymentMeansCodes,
  taxCategoryCodes,
  termsTypeCodes,
  type Language,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { DateField } from '@portal/ui';
import { quantityText, type RowValue } from '../state/invoice-draft';
import type { FormField } from '../state/invoice-fields';
import type { Finding } from '../state/invoice-findings';

/** `form`: a labelled field with its findings under it; `cell`: a compact input of a table row. */
export type InputVariant = 'form' | 'cell';

export interface InputFrame {
  readonly variant: InputVariant;
  /** The field's name (a cell's accessible name: "Unit price of L1"). */
  readonly label: string;
  readonly findings: readonly Finding[];
  /** In a cell: the element of the row that spells out its findings. */
  readonly errorId?: string;
  readonly readOnly?: boolean;
  readonly id?: string;
}

const messages = (found: readonly Finding[]): ReactNode =>
  found.length === 1 ? (
    found[0]?.message
  ) : (
    <Stack gap={0} component="span">
      {found.map((finding) => (
        <span key={finding.message}>{finding.message}</span>
      ))}
    </Stack>
  );

/**
 * The props every input of the builder shares: in a form, a refusal in red under the field and a
 * question as its description; in a cell, the input is only marked and points to the row's
 * findings, spelt out once beneath the row.
 */
function frameProps({ variant, label, findings, errorId, readOnly = false, id }: InputFrame) {
  const blocking = findings.filter((finding) => finding.severity === 'block');
  const asking = findings.filter((finding) => finding.severity === 'ask');
  const common = { readOnly, ...(id === undefined ? {} : { id }) };
  return variant === 'cell'
    ? {
        ...common,
        size: 'xs' as const,
        'aria-label': label,
        error: blocking.length > 0,
        ...(blocking.length > 0 && errorId !== undefined ? { 'aria-errormessage': errorId } : {}),
      }
    : {
        ...common,
        size: 'sm' as const,
        label,
        error: blocking.length > 0 ? messages(blocking) : undefined,
        description: asking.length > 0 ? messages(asking) : undefined,
      };
}

/** A text as typed; an emptied field gives undefined (the optional field goes). */
export const TextValueInput = memo(function TextValueInput({
  value,
  onChange,
  max,
  upper = false,
  placeholder,
  ...frame
}: InputFrame & {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  max: number;
  upper?: boolean;
  /** What stands in the empty field ("given at save"). */
  placeholder?: string;
}) {
  return (
    <TextInput
      {...frameProps(frame)}
      maxLength={max}
      placeholder={placeholder}
      autoComplete="off"
      value={value ?? ''}
      onChange={(event) => {
        const typed = upper ? event.currentTarget.value.toUpperCase() : event.currentTarget.value;
        onChange(typed === '' ? undefined : typed);
      }}
    />
  );
});

/**
 * An amount or percentage as decimal text, kept exactly as typed (the form's findings name one
 * that is no decimal yet): never a float on its way to the invoice.
 */
export const AmountInput = memo(function AmountInput({
  value,
  onChange,
  ...frame
}: InputFrame & { value: string | undefined; onChange: (value: string | undefined) => void }) {
  return (
    <TextInput
      {...frameProps(frame)}
      inputMode="decimal"
      autoComplete="off"
      maxLength={24}
      styles={{ input: { textAlign: 'right' } }}
      value={value ?? ''}
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        onChange(typed === '' ? undefined : typed);
      }}
    />
  );
});

const quantityPattern = /^\d{0,10}(?:\.\d{0,6})?$/;

/**
 * A quantity: "1." or "0.0" stay on screen while they are on their way to a number, only
 * numbers reach the invoice, and an emptied field invoices 0 (which the checks name).
 */
export const QuantityInput = memo(function QuantityInput({
  value,
  onChange,
  ...frame
}: InputFrame & { value: number; onChange: (value: number) => void }) {
  const [shown, setShown] = useState(() => quantityText(value));
  const [held, setHeld] = useState(value);
  // Set from outside (reloaded, saved): show the new value.
  if (value !== held) {
    setHeld(value);
    setShown(quantityText(value));
  }
  return (
    <TextInput
      {...frameProps(frame)}
      inputMode="decimal"
      autoComplete="off"
      styles={{ input: { textAlign: 'right' } }}
      value={shown}
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        if (!quantityPattern.test(typed)) return;
        setShown(typed);
        const next = typed === '' || typed === '.' ? 0 : Number(typed);
        setHeld(next);
        onChange(next);
      }}
    />
  );
});

/** A whole number of days; an emptied field gives undefined. */
export const DaysInput = memo(function DaysInput({
  value,
  onChange,
  ...frame
}: InputFrame & { value: number | undefined; onChange: (value: number | undefined) => void }) {
  return (
    <TextInput
      {...frameProps(frame)}
      inputMode="numeric"
      autoComplete="off"
      maxLength={4}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        const typed = event.currentTarget.value.trim();
        if (!/^\d{0,4}$/.test(typed)) return;
        onChange(typed === '' ? undefined : Number(typed));
      }}
    />
  );
});

/** The code tables a form field may choose from: code, and its meaning in each language. */
const codeTables = {
  terms: termsTypeCodes,
  tax: taxCategoryCodes,
  paymentMeans: paymentMeansCodes,
} as const satisfies Record<string, Readonly<Record<string, Readonly<Record<Language, string>>>>>;

/** A table's codes as choices: "30 · Credit transfer", as `codeLabel` shows every EDI code. */
export function codeChoices(
  table: keyof typeof codeTables,
  language: Language,
): readonly ComboboxItem[] {
  const entries: [string, Readonly<Record<Language, string>>][] = Object.entries(codeTables[table]);
  return entries.map(([code, meaning]) => ({
    value: code,
    label: `${code} · ${meaning[language]}`,
  }));
}

/**
 * A code chosen by its meaning; a code the table lacks (from the order) stays as it came, and
 * "none" empties the field.
 */
export const CodeSelect = memo(function CodeSelect({
  value,
  onChange,
  choices,
  noneLabel,
  ...frame
}: InputFrame & {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  choices: readonly ComboboxItem[];
  noneLabel: string;
}) {
  const known = value === undefined || choices.some((choice) => choice.value === value);
  return (
    <NativeSelect
      {...frameProps(frame)}
      // A read-only select still opens: it is shown disabled instead.
      disabled={frame.readOnly}
      data={[
        { value: '', label: noneLabel },
        ...(known || value === undefined ? [] : [{ value, label: value }]),
        ...choices,
      ]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || undefined)}
    />
  );
});

/** A field of the builder's forms (header, parties, terms, tax, settlement) as its kind wants. */
export function FormInput({
  field,
  value,
  onChange,
  ...frame
}: Omit<InputFrame, 'variant'> & {
  field: FormField;
  value: RowValue;
  onChange: (value: RowValue) => void;
}) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const kind = field.kind;
  const text = typeof value === 'string' ? value : undefined;
  switch (kind.type) {
    case 'text':
      return (
        <TextValueInput
          {...frame}
          variant="form"
          max={kind.max}
          upper={kind.upper === true}
          value={text}
          onChange={onChange}
        />
      );
    case 'amount':
      return <AmountInput {...frame} variant="form" value={text} onChange={onChange} />;
    case 'days':
      return (
        <DaysInput
          {...frame}
          variant="form"
          value={typeof value === 'number' ? value : undefined}
          onChange={onChange}
        />
      );
    case 'date': {
      const blocking = frame.findings.filter((finding) => finding.severity === 'block');
      return (
        <DateField
          label={frame.label}
          value={text ?? ''}
          readOnly={frame.readOnly}
          error={blocking.length > 0 ? messages(blocking) : undefined}
          onChange={(day) => onChange(day === '' ? undefined : day)}
          {...(frame.id === undefined ? {} : { id: frame.id })}
        />
      );
    }
    case 'code':
      return (
        <CodeSelect
          {...frame}
          variant="form"
          value={text}
          onChange={onChange}
          choices={codeChoices(kind.table, language)}
          noneLabel={t('invoice.value.none')}
        />
      );
  }
}

/** A read-only value in a table cell. */
export function CellText({ children, align }: { children: ReactNode; align?: 'right' }) {
  return (
    <Text size="sm" ta={align} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}
