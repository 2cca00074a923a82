import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeliveryDetail } from '@portal/contracts';
import { useFieldLayout } from '../hooks/use-field-layout';
import { FieldSettings } from './field-settings';
import { InfoTable } from './info-table';
import { NoticeSection } from './notice-section';
import { useSentMessageColumns } from './sent-message-columns';

type OrderResponse = DeliveryDetail['orderResponses'][number];

/** The 855 / ORDRSP sent for the order: what the buyer was told before the goods left. */
export const OrderResponseSection = memo(function OrderResponseSection({
  responses,
}: {
  responses: readonly OrderResponse[];
}) {
  const { t } = useTranslation('delivery');
  const title = t('notice.section.orderResponse');
  const columns = useSentMessageColumns<OrderResponse>();
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
