import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundDocumentTypeText, type MessageStatus } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import type { InfoColumn } from './info-table';
import { MessageStatusLabel } from './status-badges';

/** What every message the builder lists has: the order response sent, and the notices. */
export interface SentMessage {
  readonly documentType: string;
  readonly interchangeControlNumber: string;
  readonly status: MessageStatus;
  readonly createdAt: string;
}

/** The columns a sent message is listed with: its type in words, number, status and time. */
export function useSentMessageColumns<R extends SentMessage>(): readonly InfoColumn<R>[] {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const format = useDeliveryFormat();
  return useMemo<readonly InfoColumn<R>[]>(
    () => [
      {
        key: 'documentType',
        title: t('notice.column.documentType'),
        render: (row) => outboundDocumentTypeText(row.documentType, language),
      },
      {
        key: 'controlNumber',
        title: t('notice.column.controlNumber'),
        render: (row) => row.interchangeControlNumber,
      },
      {
        key: 'status',
        title: t('notice.column.status'),
        render: (row) => <MessageStatusLabel status={row.status} />,
      },
      {
        key: 'createdAt',
        title: t('notice.column.sentAt'),
        render: (row) => format.dateTime(row.createdAt),
      },
    ],
    [t, language, format],
  );
}
