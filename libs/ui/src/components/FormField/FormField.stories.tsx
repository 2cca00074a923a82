import { useState } from 'react';
import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { fn } from 'storybook/test';
import { z } from 'zod';
import {
  passwordRule,
  phoneRule,
  requiredEmail,
  requiredId,
  requiredText,
  validationMessage,
  type Language,
} from '@portal/contracts';
import { storyLocale, type StoryTexts } from '../../../.storybook/locale';
import { PasswordField, TextField } from './FormFields';
import { useFieldErrors, type ValidationTranslate } from './useFieldErrors';

/** A new-user form built from the contracts rules of spec §5. */
const userFormSchema = z.object({
  account: requiredId,
  nickname: requiredText(32),
  email: requiredEmail,
  phone: phoneRule,
  password: passwordRule,
});

type UserFormValues = z.input<typeof userFormSchema>;
type UserFormOutput = z.output<typeof userFormSchema>;
type FieldKey = keyof UserFormValues;

interface FormTexts {
  labels: Record<FieldKey, string>;
  hint: string;
  save: string;
  reset: string;
  saved: string;
  /** What the server answers when the account is taken (4005), shown on the field. */
  accountExists: string;
  showPassword: string;
}

const texts: StoryTexts<FormTexts> = {
  'zh-cn': {
    labels: {
      account: '登录账号',
      nickname: '昵称',
      email: '邮箱',
      phone: '手机号码',
      password: '初始密码',
    },
    hint: '首次保存后每次输入都会重新校验；账号 admin 模拟服务器返回“记录已存在”。',
    save: '保存',
    reset: '重置',
    saved: '校验通过，将提交：',
    accountExists: '记录已存在',
    showPassword: '显示或隐藏密码',
  },
  'en-us': {
    labels: {
      account: 'Login account',
      nickname: 'Nickname',
      email: 'Email',
      phone: 'Phone number',
      password: 'Initial password',
    },
    hint: 'After the first save every keystroke validates again; the account admin stands for the server answering "the record already exists".',
    save: 'Save',
    reset: 'Reset',
    saved: 'Valid, this would be sent:',
    accountExists: 'The record already exists',
    showPassword: 'Show or hide the password',
  },
};

const emptyForm: UserFormValues = { account: '', nickname: '', email: '', phone: '', password: '' };

interface UserFormDemoProps {
  language: Language;
  initialValues: UserFormValues;
  onSubmit: (user: UserFormOutput) => void;
}

function UserFormDemo({ language, initialValues, onSubmit }: UserFormDemoProps) {
  const text = texts[language];
  const translate: ValidationTranslate = (key, params) => validationMessage(key, language, params);
  const { errors, validate, clearError, setServerError } = useFieldErrors(
    userFormSchema,
    translate,
  );
  const [values, setValues] = useState<UserFormValues>(initialValues);
  const [submitted, setSubmitted] = useState(false);
  const [saved, setSaved] = useState<UserFormOutput | null>(null);

  const change = (field: FieldKey) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    setSaved(null);
    // Live once the user tried to save; before that, typing only clears the field's message.
    if (submitted) validate(next);
    else clearError(field);
  };

  const save = () => {
    setSubmitted(true);
    const user = validate(values);
    if (user === null) return;
    if (user.account === 'admin') {
      setServerError('account', text.accountExists);
      return;
    }
    setSaved(user);
    onSubmit(user);
  };

  const reset = () => {
    setValues(emptyForm);
    setSubmitted(false);
    setSaved(null);
    (Object.keys(emptyForm) as FieldKey[]).forEach(clearError);
  };

  return (
    <Paper withBorder p="lg" maw={420}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {text.hint}
          </Text>
          <TextField
            label={text.labels.account}
            value={values.account}
            onChange={change('account')}
            error={errors.account}
            required
            maxLength={32}
            autoComplete="off"
          />
          <TextField
            label={text.labels.nickname}
            value={values.nickname}
            onChange={change('nickname')}
            error={errors.nickname}
            required
            maxLength={32}
            autoComplete="nickname"
          />
          <TextField
            label={text.labels.email}
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            required
            maxLength={128}
            autoComplete="email"
          />
          <TextField
            label={text.labels.phone}
            value={values.phone ?? ''}
            onChange={change('phone')}
            error={errors.phone}
            maxLength={11}
            autoComplete="tel"
          />
          <PasswordField
            label={text.labels.password}
            value={values.password}
            onChange={change('password')}
            error={errors.password}
            required
            maxLength={20}
            autoComplete="new-password"
            visibilityToggleLabel={text.showPassword}
          />
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={reset}>
              {text.reset}
            </Button>
            <Button type="submit">{text.save}</Button>
          </Group>
          {saved ? (
            <Stack gap={4}>
              <Text size="sm">{text.saved}</Text>
              <Code block>{JSON.stringify(saved, null, 2)}</Code>
            </Stack>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

interface StoryArgs {
  initialValues: UserFormValues;
  onSubmit: (user: UserFormOutput) => void;
}

const meta = {
  title: 'Kit/FormField',
  args: { initialValues: emptyForm, onSubmit: fn() },
  argTypes: { initialValues: { control: false } },
  render: ({ initialValues, onSubmit }, { globals }) => {
    const language = storyLocale(globals);
    // Switching the language keeps the form: its messages follow the new language at once.
    return (
      <UserFormDemo
        key={JSON.stringify(initialValues)}
        language={language}
        initialValues={initialValues}
        onSubmit={onSubmit}
      />
    );
  },
} satisfies Meta<StoryArgs>;

export default meta;

type Story = StoryObj<typeof meta>;

export const NewUser: Story = {};

export const WithMistakes: Story = {
  args: {
    initialValues: {
      account: 'buyer 01',
      nickname: '',
      email: 'buyer@example',
      phone: '1380013800',
      password: '12345',
    },
  },
  // Presses save, so the messages show and the form validates live from here on.
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: texts[storyLocale(globals)].save }));
  },
};

export const Filled: Story = {
  args: {
    initialValues: {
      account: 'buyer_01',
      nickname: 'Buyer',
      email: 'buyer@example.com',
      phone: '13800138000',
      password: 'secret-01',
    },
  },
};
