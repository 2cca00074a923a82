import type { ReactNode } from 'react';
import {
  PasswordInput,
  TextInput,
  type PasswordInputProps,
  type TextInputProps,
} from '@mantine/core';

interface FieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The message under the field; empty or undefined shows none. */
  error?: ReactNode;
  /**
   * Marks the field as required (asterisk, `aria-required`). The browser's own required check is
   * left off: the form's schema decides, and its message is the one shown.
   */
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
}

export interface TextFieldProps
  extends FieldProps, Omit<TextInputProps, keyof FieldProps | 'defaultValue' | 'withAsterisk'> {}

/** A text input of a form: value in, the new text out, the field's error below it. */
export function TextField({ value, onChange, required = false, error, ...rest }: TextFieldProps) {
  return (
    <TextInput
      {...rest}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      withAsterisk={required}
      aria-required={required || undefined}
      error={error || undefined}
    />
  );
}

export interface PasswordFieldProps
  extends FieldProps, Omit<PasswordInputProps, keyof FieldProps | 'defaultValue' | 'withAsterisk'> {
  /** Accessible name of the show/hide button (Mantine's own is English only). */
  visibilityToggleLabel?: string;
}

/** A password input of a form, with Mantine's show/hide toggle. */
export function PasswordField({
  value,
  onChange,
  required = false,
  error,
  visibilityToggleLabel,
  visibilityToggleButtonProps,
  ...rest
}: PasswordFieldProps) {
  return (
    <PasswordInput
      {...rest}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      withAsterisk={required}
      aria-required={required || undefined}
      // PasswordInput marks its inner input with data-invalid only; tell assistive technology too.
      aria-invalid={error ? true : undefined}
      error={error || undefined}
      visibilityToggleButtonProps={
        visibilityToggleLabel === undefined
          ? visibilityToggleButtonProps
          : { ...visibilityToggleButtonProps, 'aria-label': visibilityToggleLabel }
      }
    />
  );
}
