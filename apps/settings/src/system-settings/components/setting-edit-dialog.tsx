import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTimeFormats,
  languages,
  type SystemSettingName,
  type SystemSettings,
} from '@portal/contracts';
import { showSnackbar, PasswordField, TextField, useReturnFocus } from '@portal/ui';
import { useValidationTranslate } from '@portal/i18n';
import {
  draftOf,
  settingKinds,
  valueOf,
  type DraftProblem,
  type SettingDraft,
} from './setting-value';

export interface SettingEditDialogProps<N extends SystemSettingName> {
  name: N;
  value: SystemSettings[N];
  defaultValue: SystemSettings[N];
  onSave: (name: N, value: SystemSettings[N]) => Promise<void>;
  onClose: () => void;
}

/** Edits one system setting; the value is checked by its contracts schema before it is sent. */
export function SettingEditDialog<N extends SystemSettingName>({
  name,
  value,
  defaultValue,
  onSave,
  onClose,
}: SettingEditDialogProps<N>) {
  useReturnFocus(true);
  const { t } = useTranslation('settings');
  const translateRule = useValidationTranslate();
  const [draft, setDraft] = useState<SettingDraft>(() => draftOf(name, value));
  const [problems, setProblems] = useState<readonly DraftProblem[]>([]);
  const [busy, setBusy] = useState(false);
  const kind = settingKinds[name];
  const label = t(`system.name.${name}`);

  const messageOf = (field: string): string | undefined => {
    const problem = problems.find((candidate) => candidate.field === field);
    if (problem === undefined) return undefined;
    if ('range' in problem) return t('system.numberInvalid', problem.range);
    return translateRule(
      problem.rule,
      problem.maximum === undefined ? {} : { maximum: problem.maximum },
    );
  };

  const change = (field: string) => (text: string) => {
    setDraft((current) => ({ ...current, [field]: text }));
    setProblems((current) => current.filter((problem) => problem.field !== field));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = valueOf(name, draft);
    if (!checked.ok) {
      setProblems(checked.problems);
      return;
    }
    setBusy(true);
    try {
      await onSave(name, checked.value);
      showSnackbar('local-success.saved', { level: 'success' });
      onClose();
    } catch {
      // The client's snackbar shows the server's message; the dialog stays open to retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={busy ? () => undefined : onClose}
      title={t('system.editTitle', { name: label })}
      centered
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t(`system.hint.${name}`)}
          </Text>
          {kind === 'integer' && (
            <TextField
              label={label}
              inputMode="numeric"
              required
              value={draft['value'] ?? ''}
              error={messageOf('value')}
              onChange={change('value')}
              data-autofocus
            />
          )}
          {kind === 'password' && (
            <PasswordField
              label={label}
              required
              autoComplete="off"
              value={draft['value'] ?? ''}
              error={messageOf('value')}
              onChange={change('value')}
              visibilityToggleLabel={t('common:field.togglePassword')}
              data-autofocus
            />
          )}
          {kind === 'choice' && (
            <Select
              label={label}
              withAsterisk
              allowDeselect={false}
              data={[...dateTimeFormats]}
              value={draft['value'] ?? null}
              error={messageOf('value')}
              onChange={(choice) => change('value')(choice ?? '')}
            />
          )}
          {kind === 'perLanguage' &&
            languages.map((language) => (
              <TextField
                key={language}
                label={t(`system.siteTitle.${language}`)}
                required
                value={draft[language] ?? ''}
                error={messageOf(language)}
                onChange={change(language)}
              />
            ))}
          <Group justify="space-between" mt="sm">
            <Button
              variant="subtle"
              disabled={busy}
              onClick={() => {
                setDraft(draftOf(name, defaultValue));
                setProblems([]);
              }}
            >
              {t('system.restoreDefault')}
            </Button>
            <Group gap="sm">
              <Button variant="default" disabled={busy} onClick={onClose}>
                {t('common:button.cancel')}
              </Button>
              <Button type="submit" loading={busy}>
                {t('common:button.save')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
