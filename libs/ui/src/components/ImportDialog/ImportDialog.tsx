import { useRef, useState, type ReactNode } from 'react';
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
import { IconDownload, IconFileSpreadsheet, IconUpload } from '@tabler/icons-react';
import { useReturnFocus } from '../../hooks/use-return-focus';

/** One row of the file the server refused: the sheet row (1 is the header), column and reason. */
export interface ImportRejectedRow {
  readonly row: number;
  readonly field: string;
  readonly message: string;
}

/** What an accepted import did. */
export interface ImportDialogResult {
  readonly rows: number;
  readonly created: number;
  readonly updated: number;
}

/** Every text of the dialog, in the caller's language (the ui kit has none of its own). */
export interface ImportDialogLabels {
  /** The template button, e.g. "Download import template". */
  downloadTemplate: ReactNode;
  /** The file picker's label, e.g. "Excel file". */
  file: ReactNode;
  /** Shown in the file picker while no file is chosen, e.g. "Choose an .xlsx file". */
  filePlaceholder: ReactNode;
  /** Under the file picker, e.g. "Fill in the template and choose it here (.xlsx only)". */
  fileHint?: ReactNode;
  /** Import pressed with no file chosen. */
  fileRequired: ReactNode;
  /** The chosen file is not an .xlsx workbook. */
  fileType: ReactNode;
  /** The button that sends the file. */
  import: ReactNode;
  /** The button that closes the dialog. */
  cancel: ReactNode;
  /** Accessible name of the progress bar, e.g. "Upload progress". */
  progress: string;
  /** Shown while the file is on its way. */
  uploading: ReactNode;
  /** Shown once the file is sent and the server checks its rows. */
  processing: ReactNode;
  /** Above the rejected rows, e.g. `(count) => \`${count} problems, nothing was imported\``. */
  rejected: (count: number) => ReactNode;
  /** Column titles of the rejected rows. */
  row: ReactNode;
  column: ReactNode;
  reason: ReactNode;
}

export interface ImportDialogProps {
  opened: boolean;
  title: ReactNode;
  labels: ImportDialogLabels;
  /** Called by the cancel button, Escape and a click outside, except while a file uploads. */
  onClose: () => void;
  /** Fetches and saves the template; a failure is the caller's to report (the dialog stays). */
  onDownloadTemplate: () => Promise<void>;
  /** Sends the file; `onProgress` takes the part sent, 0 to 1 (0 while the size is unknown). */
  onImport: (file: File, onProgress: (fraction: number) => void) => Promise<ImportDialogResult>;
  /** The rejected rows a failed import carries; none when it failed for another reason. */
  rowsOf: (error: unknown) => readonly ImportRejectedRow[];
  /** Called once an import went in; the caller says so, closes the dialog and reloads. */
  onImported: (result: ImportDialogResult) => void;
}

/** The media type and extension the picker offers: Excel workbooks made from the template. */
const xlsxAccept = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const isXlsx = (file: File) => /\.xlsx$/i.test(file.name);

type Problem = 'fileRequired' | 'fileType' | null;

/**
 * Imports an Excel file made from a template: download the template, choose the filled-in file,
 * import it with a progress bar. A refused file lists its rejected rows (row, column, reason):
 * nothing of it was imported.
 */
export function ImportDialog({
  opened,
  title,
  labels,
  onClose,
  onDownloadTemplate,
  onImport,
  rowsOf,
  onImported,
}: ImportDialogProps) {
  useReturnFocus(opened);
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const [rejected, setRejected] = useState<readonly ImportRejectedRow[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [downloading, setDownloading] = useState(false);
  // Guards against a second press before the busy state has rendered.
  const uploadingRef = useRef(false);
  const uploading = progress !== null;

  // A dialog opened again starts from scratch.
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) {
      setFile(null);
      setProblem(null);
      setRejected([]);
      setProgress(null);
    }
  }

  const choose = (next: File | null) => {
    setFile(next);
    setRejected([]);
    setProblem(next !== null && !isXlsx(next) ? 'fileType' : null);
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await onDownloadTemplate();
    } catch {
      // The caller reports the failure; the dialog stays for another try.
    } finally {
      setDownloading(false);
    }
  };

  const importFile = async () => {
    if (uploadingRef.current) return;
    if (file === null) {
      setProblem('fileRequired');
      return;
    }
    if (!isXlsx(file)) {
      setProblem('fileType');
      return;
    }
    uploadingRef.current = true;
    setProblem(null);
    setRejected([]);
    setProgress(0);
    try {
      const result = await onImport(file, (fraction) =>
        setProgress(Math.min(1, Math.max(0, Number.isFinite(fraction) ? fraction : 0))),
      );
      setFile(null);
      onImported(result);
    } catch (error) {
      setRejected(rowsOf(error));
    } finally {
      uploadingRef.current = false;
      setProgress(null);
    }
  };

  const close = () => {
    if (!uploadingRef.current) onClose();
  };

  const percent = Math.round((progress ?? 0) * 100);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      centered
      size="lg"
      closeOnEscape={!uploading}
      closeOnClickOutside={!uploading}
      withCloseButton={!uploading}
    >
      <Stack gap="md">
        <Group>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} stroke={1.6} />}
            loading={downloading}
            disabled={uploading}
            onClick={() => void downloadTemplate()}
          >
            {labels.downloadTemplate}
          </Button>
        </Group>

        <FileInput
          label={labels.file}
          description={labels.fileHint}
          placeholder={labels.filePlaceholder}
          accept={xlsxAccept}
          value={file}
          onChange={choose}
          clearable
          readOnly={uploading}
          leftSection={<IconFileSpreadsheet size={16} stroke={1.6} />}
          error={problem === null ? undefined : labels[problem]}
        />

        {uploading ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {progress !== null && progress >= 1 ? labels.processing : labels.uploading}
            </Text>
            <Progress.Root size="lg">
              <Progress.Section
                value={percent}
                aria-label={labels.progress}
                striped
                animated={progress !== null && (progress === 0 || progress >= 1)}
              />
            </Progress.Root>
          </Stack>
        ) : null}

        {rejected.length > 0 ? (
          <Stack gap="xs">
            <Alert color="red" variant="light" role="alert">
              {labels.rejected(rejected.length)}
            </Alert>
            <ScrollArea.Autosize mah={280} type="auto">
              <Table striped withTableBorder verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={72}>{labels.row}</Table.Th>
                    <Table.Th w={160}>{labels.column}</Table.Th>
                    <Table.Th>{labels.reason}</Table.Th>
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
            {labels.cancel}
          </Button>
          <Button
            leftSection={<IconUpload size={16} stroke={1.6} />}
            loading={uploading}
            aria-busy={uploading}
            onClick={() => void importFile()}
          >
            {labels.import}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
