import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { outboundDocumentTypeText, type DeliveryDetail } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { useFieldLayout } from '../hooks/use-field-layout';
import { useDeliveryFormat } from '../../common/use-delivery-format';
import { FieldSettings } from './field-settings';
import { InfoTable, type InfoColumn } from './info-table';
import { NoticeSection } from './notice-section';
import { MessageStatusLabel } from './status-badges';

type OrderResponse = DeliveryDetail['orderResponses'][number];

/** The 855 / ORDRSP sent for the order: what the buyer was told before the goods left. */
export const OrderResponseSection = memo(function OrderResponseSection({
  responses,
}: {
  responses: readonly OrderResponse[];
}) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const format = useDeliveryFormat();
  const title = t('notice.section.orderResponse');
  const columns = useMemo<readonly InfoColumn<OrderResponse>[]>(
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
  const layout = useFieldLayout('orderResponse', columns);
  return (
    <NoticeSection
      title={title}
      actions={
        <FieldSettings
          section={title}
          fields={columns}
          state={layout}
          labelOf={(column) => column.title}
        />
      }
    >
      <InfoTable
        label={title}
        columns={layout.shown}
        rows={responses}
        rowKey={(row) => String(row.messageId)}
        empty={t('notice.orderResponse.none')}
      />
    </NoticeSection>
  );
});
