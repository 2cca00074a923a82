import { ActionIcon, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconTable } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoredFile } from '@portal/contracts';
import type { PagedTableColumn } from '@portal/ui';
import { useDeliveryFormat } from '../../common/use-delivery-format';

export interface FileActions {
  readonly download: (file: StoredFile) => void;
  /** Opens the table of a workbook or csv. */
  readonly show: (file: StoredFile) => void;
  /** A download is under way: the buttons wait. */
  readonly busy: boolean;
}

/**
 * The file list's columns: name over its media type, kind, PO, size, who made it and when, and
 * Download and (for a workbook or csv) Show data.
 */
export function useFileColumns(actions: FileActions): PagedTableColumn<StoredFile>[] {
  const { t } = useTranslation('delivery');
  const format = useDeliveryFormat();
  const { download, show, busy } = actions;
  return useMemo(
    () => [
      {
        key: 'name',
        wrap: true,
        sticky: 'start',
        title: t('files.column.name'),
        hideable: false,
        render: (file) => (
          <Stack gap={0}>
            <Text size="sm" style={{ wordBreak: 'break-all' }}>
              {file.name}
            </Text>
            <Text size="xs" c="dimmed">
              {file.type}
            </Text>
          </Stack>
        ),
      },
      {
        key: 'kind',
        title: t('files.column.kind'),
        render: (file) => t(`files.kind.${file.kind}`),
      },
      {
        key: 'po',
        title: t('files.column.po'),
        render: (file) => file.poNumber ?? '',
      },
      {
        key: 'size',
        title: t('files.column.size'),
        width: 90,
        render: (file) => format.bytes(file.size),
      },
      {
        key: 'createdBy',
        title: t('files.column.createdBy'),
        render: (file) => file.createdBy ?? '',
      },
      {
        key: 'createdAt',
        title: t('files.column.createdAt'),
        render: (file) => format.dateTime(file.createdAt),
      },
      {
        key: 'actions',
        sticky: 'end',
        title: t('files.column.actions'),
        hideable: false,
        width: 100,
        render: (file) => {
          const downloadLabel = t('files.download', { name: file.name });
          const showLabel = t('files.showData', { name: file.name });
          return (
            <Group gap={4} wrap="nowrap">
              <Tooltip label={downloadLabel}>
                <ActionIcon
                  variant="subtle"
                  aria-label={downloadLabel}
                  disabled={busy}
                  onClick={() => download(file)}
                >
                  <IconDownload size={16} stroke={1.6} />
                </ActionIcon>
              </Tooltip>
              {file.tabular ? (
                <Tooltip label={showLabel}>
                  <ActionIcon variant="subtle" aria-label={showLabel} onClick={() => show(file)}>
                    <IconTable size={16} stroke={1.6} />
                  </ActionIcon>
                </Tooltip>
              ) : null}
            </Group>
          );
        },
      },
    ],
    [t, format, download, show, busy],
  );
}
