import { Button, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorCatalogue } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import type { OrderExportProgress } from '../hooks/use-order-export-job';

export interface OrderExportDialogProps {
  readonly progress: OrderExportProgress;
  readonly onCancel: () => void;
  readonly onClose: () => void;
}

/**
 * An order export while the server writes it: orders written of the total with a progress bar
 * and Cancel, then the download's progress; a failure says why, here and only here.
 */
export function OrderExportDialog({ progress, onCancel, onClose }: OrderExportDialogProps) {
  const { t, i18n } = useTranslation('orders');
  const number = new Intl.NumberFormat(i18n.language);
  const writing = progress.phase === 'writing';
  let body = null;
  if (progress.phase === 'writing') {
    const { written, total } = progress.job;
    const percent = total === null || total === 0 ? 0 : Math.round((100 * written) / total);
    body = (
      <>
        <Progress value={percent} aria-label={t('order.export.progress')} />
        <Text size="sm">
          {t('order.export.written', {
            // The noun agrees with the total ("1 of 1 order", "2 of 20 orders").
            count: total ?? 0,
            written: number.format(written),
            total: total === null ? '…' : number.format(total),
          })}
        </Text>
      </>
    );
  } else if (progress.phase === 'downloading') {
    body = (
      <>
        <Progress
          value={Math.round(progress.fraction * 100)}
          aria-label={t('order.export.progress')}
        />
        <Text size="sm">{t('order.export.downloading')}</Text>
      </>
    );
  } else if (progress.phase === 'failed') {
    const code = progress.job?.failureCode ?? errorCatalogue.EXPORT_FAILED.code;
    body = (
      <Text size="sm" c="red" role="alert">
        {t('order.export.failed', { reason: translateError(code, undefined, i18n) })}
      </Text>
    );
  }
  return (
    <Modal
      opened={progress.phase !== 'idle'}
      onClose={writing ? onCancel : onClose}
      title={t('order.export.title')}
      closeOnClickOutside={false}
      withCloseButton={progress.phase === 'failed'}
    >
      <Stack gap="sm">
        {body}
        <Group justify="flex-end">
          {writing ? (
            <Button variant="default" onClick={onCancel}>
              {t('order.export.cancel')}
            </Button>
          ) : null}
          {progress.phase === 'failed' ? (
            <Button variant="default" onClick={onClose}>
              {t('common:button.close')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Modal>
  );
}
