import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { maxDeliveryUploadBytes, type StoredFile } from '@portal/contracts';
import { saveFile, showSnackbar, useFileDownload } from '@portal/ui';
import { downloadStoredFile } from '../api/download-stored-file';
import { uploadReportFile } from '../api/upload-report-file';
import { useFieldLayout } from '../hooks/use-field-layout';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { FieldSettings } from './field-settings';
import { InfoTable, type InfoColumn } from './info-table';
import { UploadProgress } from './line-upload-dialog';
import { NoticeSection } from './notice-section';

/** What the server takes as a report (it checks the content, not the name). */
const reportAccept =
  '.pdf,.png,.jpg,.jpeg,.gif,.xlsx,.csv,.txt,application/pdf,image/*,text/plain,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fetchStored = (id: string, onProgress: (fraction: number) => void) =>
  downloadStoredFile(id, onProgress);

export interface ReportFilesSectionProps {
  readonly serialNumber: number;
  readonly files: readonly StoredFile[];
}

/** The report files of the order's shipment: each downloadable, and more uploaded with progress. */
export const ReportFilesSection = memo(function ReportFilesSection({
  serialNumber,
  files,
}: ReportFilesSectionProps) {
  const { t } = useTranslation('delivery');
  const format = useDeliveryFormat();
  const title = t('notice.section.reportFiles');
  const [uploaded, setUploaded] = useState<readonly StoredFile[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [fetching, setFetching] = useState<string | null>(null);
  const download = useFileDownload(fetchStored, saveFile);

  // Newest first: what this screen uploaded, then what the server listed.
  const shown = useMemo(() => {
    const listed = new Set(files.map((file) => file.id));
    return [...uploaded.filter((file) => !listed.has(file.id)), ...files];
  }, [files, uploaded]);

  const columns = useMemo<readonly InfoColumn<StoredFile>[]>(
    () => [
      { key: 'name', title: t('notice.column.fileName'), render: (file) => file.name },
      {
        key: 'size',
        title: t('notice.column.fileSize'),
        width: 100,
        render: (file) => format.bytes(file.size),
      },
      {
        key: 'type',
        title: t('notice.column.fileType'),
        render: (file) => file.type,
        defaultHidden: true,
      },
      {
        key: 'createdBy',
        title: t('notice.column.uploadedBy'),
        width: 120,
        render: (file) => file.createdBy ?? '',
      },
      {
        key: 'createdAt',
        title: t('notice.column.uploadedAt'),
        width: 170,
        render: (file) => format.dateTime(file.createdAt),
      },
    ],
    [t, format],
  );
  const layout = useFieldLayout('reportFiles', columns);

  const upload = async (file: File | null) => {
    if (file === null) return;
    if (file.size > maxDeliveryUploadBytes) {
      showSnackbar(t('notice.upload.tooLarge'), { level: 'warning' });
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadReportFile(serialNumber, file, (fraction) =>
        setProgress(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0))),
      );
      setUploaded((current) => [stored, ...current]);
      showSnackbar(t('notice.reports.uploaded', { name: stored.name }), { level: 'success' });
    } catch {
      // The client's snackbar says why.
    } finally {
      setProgress(null);
    }
  };

  const fetchFile = async (id: string) => {
    setFetching(id);
    await download.run(id);
    setFetching(null);
  };

  return (
    <NoticeSection
      title={title}
      actions={
        <>
          <FileButton onChange={(file) => void upload(file)} accept={reportAccept}>
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="light"
                leftSection={<IconUpload size={14} stroke={1.8} />}
                loading={progress !== null}
              >
                {t('notice.reports.upload')}
              </Button>
            )}
          </FileButton>
          <FieldSettings
            section={title}
            fields={columns}
            state={layout}
            labelOf={(column) => column.title}
          />
        </>
      }
    >
      <Stack gap="xs">
        {progress === null ? null : <UploadProgress progress={progress} />}
        <InfoTable
          label={title}
          columns={layout.shown}
          rows={shown}
          rowKey={(file) => file.id}
          empty={t('notice.reports.none')}
          actions={{
            title: t('common:table.actions'),
            width: 130,
            render: (file) => (
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="subtle"
                  leftSection={<IconDownload size={14} stroke={1.8} />}
                  loading={fetching === file.id}
                  disabled={fetching !== null && fetching !== file.id}
                  aria-label={t('notice.reports.download', { name: file.name })}
                  onClick={() => void fetchFile(file.id)}
                >
                  {t('common:button.download')}
                </Button>
              </Group>
            ),
          }}
        />
        <Text size="xs" c="dimmed">
          {t('notice.reports.hint')}
        </Text>
      </Stack>
    </NoticeSection>
  );
});
