import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProjectField } from '@portal/contracts';
import { StatusBadge } from '@portal/ui';

export interface ProjectFieldTableProps {
  fields: readonly ProjectField[];
  onEdit: (field: ProjectField) => void;
  onMove: (index: number, delta: -1 | 1) => void;
  disabled?: boolean;
}

/** A project's fields in their order, each movable up and down and editable. */
export function ProjectFieldTable({
  fields,
  onEdit,
  onMove,
  disabled = false,
}: ProjectFieldTableProps) {
  const { t } = useTranslation('settings');
  const flag = (value: boolean) => (value ? t('projects.flag.yes') : t('projects.flag.no'));

  return (
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('projects.fields.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('projects.field.key')}</Table.Th>
            <Table.Th>{t('projects.field.name')}</Table.Th>
            <Table.Th>{t('projects.field.type')}</Table.Th>
            <Table.Th>{t('projects.field.defaultValue')}</Table.Th>
            <Table.Th>{t('projects.field.maxLength')}</Table.Th>
            <Table.Th>{t('projects.field.tips')}</Table.Th>
            <Table.Th>{t('projects.field.customListHeader')}</Table.Th>
            <Table.Th>{t('projects.field.sort')}</Table.Th>
            <Table.Th>{t('projects.field.required')}</Table.Th>
            <Table.Th>{t('projects.field.enabled')}</Table.Th>
            <Table.Th>{t('common:table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {fields.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={11}>
                <Text ta="center" c="dimmed" size="sm" py="lg">
                  {t('common:table.empty')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            fields.map((field, index) => (
              <Table.Tr key={field.id} data-field={field.key}>
                <Table.Td>{field.key}</Table.Td>
                <Table.Td>{field.name}</Table.Td>
                <Table.Td>{t(`projects.fieldType.${field.type}`)}</Table.Td>
                <Table.Td>{field.defaultValue}</Table.Td>
                <Table.Td>{field.maxLength ?? ''}</Table.Td>
                <Table.Td>{field.tips}</Table.Td>
                <Table.Td>{flag(field.customListHeader)}</Table.Td>
                <Table.Td>{field.sort}</Table.Td>
                <Table.Td>{flag(field.required)}</Table.Td>
                <Table.Td>
                  <StatusBadge
                    status={field.enabled ? 'enabled' : 'disabled'}
                    label={field.enabled ? t('projects.field.on') : t('projects.field.off')}
                    tone={field.enabled ? 'green' : 'gray'}
                  />
                </Table.Td>
                <Table.Td>
                  <Group
                    gap={4}
                    wrap="nowrap"
                    role="group"
                    aria-label={t('projects.fields.actions', { name: field.key })}
                  >
                    <ActionIcon
                      variant="subtle"
                      disabled={disabled || index === 0}
                      aria-label={t('projects.fields.moveUp')}
                      onClick={() => onMove(index, -1)}
                    >
                      <IconArrowUp size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      disabled={disabled || index === fields.length - 1}
                      aria-label={t('projects.fields.moveDown')}
                      onClick={() => onMove(index, 1)}
                    >
                      <IconArrowDown size={16} />
                    </ActionIcon>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      disabled={disabled}
                      onClick={() => onEdit(field)}
                    >
                      {t('common:button.edit')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
