import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { z } from 'zod';
import {
  phoneRule,
  requiredEmail,
  requiredId,
  requiredText,
  validationMessage,
  type Language,
} from '@portal/contracts';
import { renderWithTheme } from '../../testing/render';
import { PasswordField, TextField } from './FormFields';
import { useFieldErrors, type ValidationTranslate } from './useFieldErrors';

const userSchema = z.object({ account: requiredId, email: requiredEmail, phone: phoneRule });
type UserForm = z.input<typeof userSchema>;

const translateIn =
  (language: Language): ValidationTranslate =>
  (key, params) =>
    validationMessage(key, language, params);

const zh = translateIn('zh-cn');
const en = translateIn('en-us');

describe('useFieldErrors', () => {
  it('starts without errors', () => {
    const { result } = renderHook(() => useFieldErrors(userSchema, zh));

    expect(result.current.errors).toEqual({});
  });

  it('translates the message of every missing or invalid field', () => {
    const { result } = renderHook(() => useFieldErrors(userSchema, zh));

    let output: unknown = 'not called';
    act(() => {
      output = result.current.validate({ account: '  ', email: 'a@b', phone: '12345' });
    });

    expect(output).toBeNull();
    expect(result.current.errors).toEqual({
      account: '该字段不能为空',
      email: '邮箱格式不正确',
      phone: '请输入有效的11位手机号码',
    });
  });

  it('fills the maximum into a too-long message', () => {
    const { result } = renderHook(() => useFieldErrors(userSchema, en));

    act(() => {
      result.current.validate({ account: 'a'.repeat(33), email: 'buyer@example.com' });
    });

    expect(result.current.errors).toEqual({ account: 'Max 32 characters' });
  });

  it('passes the key and the maximum to translate', () => {
    const translate = vi.fn<ValidationTranslate>(() => 'msg');
    const { result } = renderHook(() => useFieldErrors(userSchema, translate));

    act(() => {
      result.current.validate({ account: 'a'.repeat(40), email: '' });
    });

    expect(translate).toHaveBeenCalledWith('maxLength', { maximum: 32 });
    expect(translate).toHaveBeenCalledWith('required', {});
  });

  it('keeps the first error of a field', () => {
    // `a b` with 33 characters breaks both the length and the id pattern: length comes first.
    const { result } = renderHook(() => useFieldErrors(userSchema, en));

    act(() => {
      result.current.validate({ account: `a b${'c'.repeat(30)}`, email: 'buyer@example.com' });
    });

    expect(result.current.errors).toEqual({ account: 'Max 32 characters' });
  });

  it('shows a message that is not a validation token as it is', () => {
    const schema = z.object({ code: z.string().refine((v) => v !== 'X', 'X is reserved') });
    const { result } = renderHook(() => useFieldErrors(schema, en));

    act(() => {
      result.current.validate({ code: 'X' });
    });

    expect(result.current.errors).toEqual({ code: 'X is reserved' });
  });

  it('puts the error of a nested field on its top-level field', () => {
    const schema = z.object({ address: z.object({ zip: requiredText(32) }) });
    const { result } = renderHook(() => useFieldErrors(schema, en));

    act(() => {
      result.current.validate({ address: { zip: '' } });
    });

    expect(result.current.errors).toEqual({ address: 'This field cannot be empty' });
  });

  it('returns the parsed output and clears the errors when valid', () => {
    const { result } = renderHook(() => useFieldErrors(userSchema, zh));

    act(() => {
      result.current.validate({ account: '', email: '' });
    });
    expect(Object.keys(result.current.errors)).toEqual(['account', 'email']);

    let output: unknown = 'not called';
    act(() => {
      output = result.current.validate({
        account: '  buyer_01 ',
        email: ' buyer@example.com',
        phone: '13800138000',
      });
    });

    // The rules trim.
    expect(output).toEqual({
      account: 'buyer_01',
      email: 'buyer@example.com',
      phone: '13800138000',
    });
    expect(result.current.errors).toEqual({});
  });

  it('re-translates the errors when the language changes', () => {
    const { result, rerender } = renderHook(
      ({ translate }) => useFieldErrors(userSchema, translate),
      {
        initialProps: { translate: zh },
      },
    );

    act(() => {
      result.current.validate({ account: 'a'.repeat(33), email: '' });
    });
    expect(result.current.errors).toEqual({ account: '最多32个字符', email: '该字段不能为空' });

    rerender({ translate: en });
    expect(result.current.errors).toEqual({
      account: 'Max 32 characters',
      email: 'This field cannot be empty',
    });
  });

  it('clears the error of one field', () => {
    const { result } = renderHook(() => useFieldErrors(userSchema, en));

    act(() => {
      result.current.validate({ account: '', email: '' });
    });
    act(() => result.current.clearError('account'));

    expect(result.current.errors).toEqual({ email: 'This field cannot be empty' });
  });

  it('keeps the same errors object when clearing a field without an error', () => {
    const { result } = renderHook(() => useFieldErrors(userSchema, en));

    act(() => {
      result.current.validate({ account: '', email: 'buyer@example.com' });
    });
    const before = result.current.errors;
    act(() => result.current.clearError('phone'));

    expect(result.current.errors).toBe(before);
  });

  it('shows a server error on a field until it is cleared', () => {
    const { result } = renderHook(() => useFieldErrors(userSchema, en));

    act(() => result.current.setServerError('account', 'The record already exists'));
    expect(result.current.errors).toEqual({ account: 'The record already exists' });

    // A server message is shown as given, not re-translated.
    act(() => result.current.clearError('account'));
    expect(result.current.errors).toEqual({});
  });
});

describe('TextField', () => {
  function Controlled({ error }: { error?: string }) {
    const [value, setValue] = useState('');
    return (
      <TextField
        label="账号"
        value={value}
        onChange={setValue}
        error={error}
        required
        maxLength={32}
        autoComplete="username"
      />
    );
  }

  it('passes the typed text to onChange', () => {
    const onChange = vi.fn();
    renderWithTheme(<TextField label="账号" value="" onChange={onChange} />);

    fireEvent.change(screen.getByLabelText('账号'), { target: { value: 'buyer' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('buyer');
  });

  it('marks a required field without the browser check, and keeps maxLength and autoComplete', () => {
    renderWithTheme(<Controlled />);

    const input = screen.getByRole<HTMLInputElement>('textbox', { name: /账号/ });
    expect(input.required).toBe(false);
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.maxLength).toBe(32);
    expect(input.autocomplete).toBe('username');
    fireEvent.change(input, { target: { value: 'buyer_01' } });
    expect(input.value).toBe('buyer_01');
  });

  it('shows the error and marks the input invalid', () => {
    renderWithTheme(<Controlled error="该字段不能为空" />);

    const input = screen.getByRole('textbox', { name: /账号/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('该字段不能为空')).toBeTruthy();
  });

  it('shows no error for an empty message', () => {
    renderWithTheme(<Controlled error="" />);

    const input = screen.getByRole('textbox', { name: /账号/ });
    expect(input.getAttribute('aria-invalid')).not.toBe('true');
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});

describe('PasswordField', () => {
  it('is a password input that reports the typed text', () => {
    const onChange = vi.fn();
    renderWithTheme(
      <PasswordField
        label="新密码"
        value=""
        onChange={onChange}
        required
        maxLength={20}
        autoComplete="new-password"
        error="密码须为6到20位非空白字符"
        visibilityToggleLabel="显示或隐藏密码"
      />,
    );

    const input = screen.getByLabelText<HTMLInputElement>(/新密码/);
    expect(input.type).toBe('password');
    expect(input.maxLength).toBe(20);
    expect(input.autocomplete).toBe('new-password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('密码须为6到20位非空白字符')).toBeTruthy();
    expect(screen.getByRole('button', { name: '显示或隐藏密码', hidden: true })).toBeTruthy();
    fireEvent.change(input, { target: { value: 'secret1' } });
    expect(onChange).toHaveBeenCalledExactlyOnceWith('secret1');
  });
});

describe('a form with useFieldErrors and TextField', () => {
  function UserForm({ onSubmit }: { onSubmit: (user: z.output<typeof userSchema>) => void }) {
    const [values, setValues] = useState<UserForm>({ account: '', email: '', phone: '' });
    const { errors, validate, clearError } = useFieldErrors(userSchema, en);
    const change = (field: keyof UserForm) => (value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      clearError(field);
    };
    return (
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const user = validate(values);
          if (user) onSubmit(user);
        }}
      >
        <TextField
          label="Account"
          value={values.account}
          onChange={change('account')}
          error={errors.account}
        />
        <TextField
          label="Email"
          value={values.email}
          onChange={change('email')}
          error={errors.email}
        />
        <TextField
          label="Phone"
          value={values.phone ?? ''}
          onChange={change('phone')}
          error={errors.phone}
        />
        <button type="submit">Save</button>
      </form>
    );
  }

  it('shows the messages on submit, clears a field on typing, and submits the parsed values', () => {
    const onSubmit = vi.fn();
    renderWithTheme(<UserForm onSubmit={onSubmit} />);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'buyer_01' } });
    expect(screen.getAllByText('This field cannot be empty')).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'buyer@example' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '1380013800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Email format is incorrect')).toBeTruthy();
    expect(screen.getByText('Please enter a valid 11-digit mobile phone number')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'buyer@example.com' } });
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      account: 'buyer_01',
      email: 'buyer@example.com',
      phone: '',
    });
  });
});
