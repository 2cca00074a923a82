import { Button, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  systemSettingNames,
  type SystemSettingName,
  type SystemSettings,
  type SystemSettingsResponse,
} from '@portal/contracts';
import { useDateTimeFormatter } from '@portal/auth';
import { LoadErrorPanel, PageLoader } from '@portal/ui';
import { useSystemSettings } from '../hooks/use-system-settings';
import { SettingEditDialog } from './setting-edit-dialog';

type Values = SystemSettingsResponse['values'];

/** How a value reads in the table: a title per language joined, a password masked. */
function shownValue(name: SystemSettingName, values: Values | SystemSettings): string {
  const value = values[name];
  if (value === null) return '';
  if (typeof value === 'object') return Object.values(value).join(' / ');
  if (name === 'initialPassword') return '•'.repeat(value.toString().length);
  return String(value);
}

/** Basic parameters: every system setting with its value, default and last change; each editable. */
export function SystemSettingsPanel() {
  const { t } = useTranslation('settings');
  const formatDateTime = useDateTimeFormatter();
  const { settings, loading, failed, reload, save } = useSystemSettings();
  const [editing, setEditing] = useState<SystemSettingName | null>(null);

  if (failed && settings === null) {
    return (
      <LoadErrorPanel
        title={t('system.title')}
        message={t('common:error.500.message')}
        retryLabel={t('common:button.retry')}
        onRetry={reload}
      />
    );
  }
  if (settings === null || loading) return <PageLoader label={t('common:state.loading')} />;

  const { values, defaults, meta } = settings;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md">
        <Table verticalSpacing="sm" highlightOnHover aria-label={t('system.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('system.column.name')}</Table.Th>
              <Table.Th>{t('system.column.value')}</Table.Th>
              <Table.Th>{t('system.column.default')}</Table.Th>
              <Table.Th>{t('system.column.updated')}</Table.Th>
              <Table.Th>{t('common:table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {systemSettingNames.map((name) => {
              const change = meta[name];
              return (
                <Table.Tr key={name} data-setting={name}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {t(`system.name.${name}`)}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t(`system.hint.${name}`)}
                    </Text>
                  </Table.Td>
                  <Table.Td data-testid={`setting-value-${name}`}>
                    {values[name] === null ? (
                      <Text size="sm" c="dimmed">
                        {t('system.hiddenValue')}
                      </Text>
                    ) : (
                      shownValue(name, values)
                    )}
                  </Table.Td>
                  <Table.Td>{shownValue(name, defaults)}</Table.Td>
                  <Table.Td>
                    {change === undefined || change.isDefault || change.updatedAt === null
                      ? t('system.defaultValue')
                      : t('system.updatedBy', {
                          when: formatDateTime(change.updatedAt),
                          who: change.updatedBy ?? '',
                        })}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(name)}
                      aria-label={`${t('system.edit')}: ${t(`system.name.${name}`)}`}
                    >
                      {t('common:button.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      {editing !== null && (
        <EditSetting
          name={editing}
          settings={settings}
          save={save}
          onClose={() => setEditing(null)}
        />
      )}
    </Stack>
  );
}

/** The dialog for one setting, with its current value (the default when admins-only is hidden). */
function EditSetting({
  name,
  settings,
  save,
  onClose,
}: {
  name: SystemSettingName;
  settings: SystemSettingsResponse;
  save: <N extends SystemSettingName>(name: N, value: SystemSettings[N]) => Promise<void>;
  onClose: () => void;
}) {
  const value = settings.values[name] ?? settings.defaults[name];
  const defaultValue = settings.defaults[name] ?? value;
  if (value === null || defaultValue === null) return null;
  return (
    <SettingEditDialog
      name={name}
      value={value}
      defaultValue={defaultValue}
      onSave={save}
      onClose={onClose}
    />
  );
}
