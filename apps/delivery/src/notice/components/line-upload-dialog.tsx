import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@portal/api-client';
import {
  errorCatalogue,
  maxDeliveryUploadBytes,
  type DeliveryItemUploadResult,
} from '@portal/contracts';
import { useReturnFocus } from '@portal/ui';
import { uploadDeliveryItems } from '../api/upload-delivery-items';

const xlsxAccept = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type Row = { readonly row: number; readonly field: string; readonly message: string };

/** The rows a refused workbook (2014) names: nothing of it was taken. */
const rejectedRowsOf = (error: unknown): readonly Row[] =>
  error instanceof ApiError && error.code === errorCatalogue.IMPORT_ROWS_INVALID.code
    ? (error.detail?.rows ?? [])
    : [];

export interface LineUploadDialogProps {
  readonly serialNumber: number;
  readonly deliveryId: number | null;
  /** The template button (when the project allows the download). */
  readonly template: ReactNode;
  readonly onUploaded: (result: DeliveryItemUploadResult) => void;
  readonly onClose: () => void;
}

/**
 * Line items from an Excel workbook made from the ASN template: chosen, sent with its progress,
 * and taken whole or not at all; a refused workbook lists each failing row.
 */
export function LineUploadDialog({
  serialNumber,
  deliveryId,
  template,
  onUploaded,
  onClose,
}: LineUploadDialogProps) {
  useReturnFocus(true);
  const { t } = useTranslation('delivery');
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [rejected, setRejected] = useState<readonly Row[]>([]);
  // Guards against a second press before the busy state has rendered.
  const sending = useRef(false);
  const uploading = progress !== null;

  const choose = (next: File | null) => {
    setFile(next);
    setRejected([]);
    setProblem(null);
  };

  const upload = async () => {
    if (sending.current) return;
    const problem =
      file === null
        ? t('notice.upload.fileRequired')
        : !/\.xlsx$/i.test(file.name)
          ? t('notice.upload.xlsxOnly')
          : file.size > maxDeliveryUploadBytes
            ? t('notice.upload.tooLarge')
            : null;
    if (problem !== null || file === null) {
      setProblem(problem);
      return;
    }
    sending.current = true;
    setProgress(0);
    setRejected([]);
    try {
      const result = await uploadDeliveryItems(serialNumber, deliveryId, file, (fraction) =>
        setProgress(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0))),
      );
      onUploaded(result);
    } catch (error) {
      // The client's snackbar says why; a refused workbook names its rows here.
      setRejected(rejectedRowsOf(error));
    } finally {
      sending.current = false;
      setProgress(null);
    }
  };

  const close = () => {
    if (!sending.current) onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={t('notice.upload.title')}
      centered
      size="lg"
      closeOnEscape={!uploading}
      closeOnClickOutside={!uploading}
      withCloseButton={!uploading}
    >
      <Stack gap="md">
        {template}
        <FileInput
          label={t('notice.upload.file')}
          description={t('notice.upload.hint')}
          placeholder={t('notice.upload.placeholder')}
          accept={xlsxAccept}
          value={file}
          onChange={choose}
          clearable
          readOnly={uploading}
          leftSection={<IconFileSpreadsheet size={16} stroke={1.6} />}
          error={problem ?? undefined}
        />
        {uploading ? <UploadProgress progress={progress} /> : null}
        {rejected.length > 0 ? (
          <Stack gap="xs">
            <Alert color="red" variant="light" role="alert">
              {t('notice.upload.rejected', { count: rejected.length })}
            </Alert>
            <ScrollArea.Autosize mah={240} type="auto">
              <Table striped withTableBorder verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={72}>{t('notice.upload.row')}</Table.Th>
                    <Table.Th w={160}>{t('notice.upload.column')}</Table.Th>
                    <Table.Th>{t('notice.upload.reason')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rejected.map((item, index) => (
                    <Table.Tr key={`${item.row}-${item.field}-${index}`}>
                      <Table.Td>{item.row}</Table.Td>
                      <Table.Td>{item.field}</Table.Td>
                      <Table.Td>{item.message}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollArea.Autosize>
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={uploading} onClick={close}>
            {t('common:button.cancel')}
          </Button>
          <Button
            leftSection={<IconUpload size={16} stroke={1.6} />}
            loading={uploading}
            onClick={() => void upload()}
          >
            {t('common:button.upload')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A transfer on its way: how much is sent, then that the server is reading it. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useTranslation('delivery');
  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {progress !== null && progress >= 1
          ? t('notice.upload.processing')
          : t('notice.upload.sending')}
      </Text>
      <Progress.Root size="lg">
        <Progress.Section
          value={percent}
          aria-label={t('notice.upload.progress')}
          striped
          animated={progress === 0 || (progress !== null && progress >= 1)}
        />
      </Progress.Root>
    </Stack>
  );
}
