import { Alert, Button, Code, CopyButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { projectApiKeyHeader, type Project } from '@portal/contracts';
import { ConfirmDialog, useReturnFocus } from '@portal/ui';

export interface ApiKeyDialogProps {
  project: Project;
  /** Makes a new key on the server and resolves with it. */
  onGenerate: () => Promise<string>;
  onClose: () => void;
}

/**
 * Makes a new inbound API key after a confirmation (the old key stops working), then shows it
 * this one time with a copy button: the server keeps only its hash.
 */
export function ApiKeyDialog({ project, onGenerate, onClose }: ApiKeyDialogProps) {
  useReturnFocus(true);
  const { t } = useTranslation('settings');
  const [apiKey, setApiKey] = useState<string | null>(null);
  const name = project.projectKey;

  const generate = async () => {
    try {
      setApiKey(await onGenerate());
    } catch {
      // The client's snackbar shows why; the confirmation stays to retry or cancel.
    }
  };

  if (apiKey === null) {
    return (
      <ConfirmDialog
        opened
        title={t('common:confirm.title')}
        message={
          project.hasApiKey
            ? t('projects.apiKey.confirmReplace', { name })
            : t('projects.apiKey.confirmCreate', { name })
        }
        confirmLabel={t('projects.apiKey.generate')}
        cancelLabel={t('common:button.cancel')}
        danger={project.hasApiKey}
        onConfirm={generate}
        onCancel={onClose}
      />
    );
  }

  return (
    <Modal opened onClose={onClose} title={t('projects.apiKey.title', { name })} centered size="lg">
      <Stack gap="md">
        <Alert color="orange">{t('projects.apiKey.shownOnce')}</Alert>
        <Group gap="sm" wrap="nowrap" align="center">
          <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid="project-api-key">
            {apiKey}
          </Code>
          <CopyButton value={apiKey}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal' : undefined}
                onClick={copy}
              >
                {copied ? t('projects.apiKey.copied') : t('common:button.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          {t('projects.apiKey.usage', { header: projectApiKeyHeader, key: name })}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose}>{t('common:button.close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
