import { useContext, type ReactNode } from 'react';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DateFieldContext, isoDateFormat } from './date-field-settings';

// Strict parsing by format: a half-typed day ("2026-11-0") is no day yet, not 31 October.
dayjs.extend(customParseFormat);

/** The day a text names, as `YYYY-MM-DD`: in the portal's format, or ISO as a fallback. */
export function parseDay(text: string, valueFormat: string): string | null {
  const trimmed = text.trim();
  for (const format of [valueFormat, isoDateFormat]) {
    const day = dayjs(trimmed, format, true);
    if (day.isValid()) return day.format(isoDateFormat);
  }
  return null;
}

const isIsoDay = (value: string) => dayjs(value, isoDateFormat, true).isValid();

interface DateFieldOwnProps {
  label: ReactNode;
  /** The day as `YYYY-MM-DD`, or '' for none: what the forms keep and the API takes. */
  value: string;
  /** Called with the new day as `YYYY-MM-DD`, or '' when the field is cleared. */
  onChange: (value: string) => void;
  /** The message under the field; empty or undefined shows none. */
  error?: ReactNode;
  /** Marks the field as required (asterisk, `aria-required`); the form's schema decides. */
  required?: boolean;
}

export interface DateFieldProps
  extends
    DateFieldOwnProps,
    Omit<
      DateInputProps,
      | keyof DateFieldOwnProps
      | 'defaultValue'
      | 'withAsterisk'
      | 'valueFormat'
      | 'dateParser'
      | 'ariaLabels'
    > {}

/**
 * A day of a form: typed in the portal's date format or picked from a calendar in the portal's
 * language (both set once by the shell's `PortalDatesProvider`), kept as `YYYY-MM-DD`.
 */
export function DateField({
  value,
  onChange,
  required = false,
  error,
  placeholder,
  clearButtonProps,
  ...rest
}: DateFieldProps) {
  const { valueFormat, labels } = useContext(DateFieldContext);
  return (
    <DateInput
      // DateInput formats its text only when the day or the locale changes: a new format
      // (the admin changed the setting) starts it afresh.
      key={valueFormat}
      clearable
      {...rest}
      value={isIsoDay(value) ? value : null}
      onChange={(day) => onChange(day ?? '')}
      valueFormat={valueFormat}
      dateParser={(text) => parseDay(text, valueFormat)}
      // The format itself tells what to type ("YYYY/MM/DD").
      placeholder={placeholder ?? valueFormat}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error || undefined}
      ariaLabels={
        labels && {
          previousMonth: labels.previousMonth,
          nextMonth: labels.nextMonth,
          previousYear: labels.previousYear,
          nextYear: labels.nextYear,
          previousDecade: labels.previousDecade,
          nextDecade: labels.nextDecade,
          monthLevelControl: labels.chooseMonth,
          yearLevelControl: labels.chooseYear,
        }
      }
      clearButtonProps={
        labels ? { 'aria-label': labels.clear, ...clearButtonProps } : clearButtonProps
      }
    />
  );
}
