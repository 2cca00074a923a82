import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  transportModeCodes,
  transportTermsCodes,
  type OrderDetail,
  type OrderLine,
  type PartyRole,
} from '@portal/contracts';
import { OrderCodesProvider, useEdiCode } from '../hooks/use-edi-code';
import { useOrderFormat } from '../hooks/use-order-format';
import {
  DetailSection,
  DetailTable,
  FieldGrid,
  OrderLinesSection,
  PartiesSection,
  useOrderLineColumns,
} from './detail-blocks';

type Reservation = OrderDetail['reservations'][number];

/** Who ships, carries, forwards, clears and receives the goods. */
const shippingRoles: readonly PartyRole[] = [
  'shipTo',
  'shipFrom',
  'carrier',
  'intermediateConsignee',
  'consignee',
  'deliveryParty',
  'freightForwarder',
  'customsBroker',
];

const requestedDates = [
  'request',
  'earliest',
  'latest',
  'shipNotBefore',
  'schedule',
  'delivery',
  'deliveryAppointment',
] as const;

/** The store a line goes to: its own ship-to party, else its store code. */
const lineDestination = (line: OrderLine): string | undefined => {
  const shipTo = line.parties?.find((party) => party.role === 'shipTo');
  return shipTo ? [shipTo.id, shipTo.name].filter(Boolean).join(' ') : line.storeCode;
};

/**
 * Delivery details: where the goods go and come from, who carries them on what terms, the dates
 * each line asks for, and the stock the order holds.
 */
export function DeliveryDetailsTab({ detail }: { detail: OrderDetail }) {
  return (
    <OrderCodesProvider detail={detail}>
      <DeliveryDetails detail={detail} />
    </OrderCodesProvider>
  );
}

function DeliveryDetails({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation('order-view');
  const format = useOrderFormat();
  const code = useEdiCode();
  const lineColumns = useOrderLineColumns();
  const { order } = detail;
  const carriers = [...new Set(order.lines.map((line) => line.carrierScac).filter(Boolean))];
  const modes = [...new Set(order.lines.map((line) => line.transportMode).filter(Boolean))];

  return (
    <Stack gap="lg">
      <PartiesSection title={t('order.section.shipping')} order={order} roles={shippingRoles} />
      <DetailSection title={t('order.section.transport')}>
        <FieldGrid
          fields={[
            {
              label: t('order.field.transportationTerms'),
              value: code(transportTermsCodes, order.transportationTerms),
            },
            { label: t('order.line.carrierScac'), value: carriers.join(', ') },
            {
              label: t('order.line.transportMode'),
              value: modes.map((mode) => code(transportModeCodes, mode)).join(', '),
            },
          ]}
        />
      </DetailSection>
      <OrderLinesSection
        title={t('order.section.requestedDates')}
        lines={order.lines}
        columns={[
          {
            key: 'item',
            title: t('order.line.vendorItemNumber'),
            render: (line) => line.vendorItemNumber ?? line.buyerItemNumber ?? line.partNumber,
          },
          lineColumns.ordered,
          ...requestedDates.map((name) => ({
            key: name,
            title: t(`order.date.${name}`),
            render: (line: OrderLine) => format.day(line.dates[name]),
          })),
          { key: 'shipTo', title: t('order.line.shipTo'), render: lineDestination },
          {
            key: 'carrierScac',
            title: t('order.line.carrierScac'),
            render: (line) => line.carrierScac,
          },
          {
            key: 'transportMode',
            title: t('order.line.transportMode'),
            render: (line) => code(transportModeCodes, line.transportMode),
          },
        ]}
      />
      <DetailSection title={t('order.section.reservations')}>
        <DetailTable<Reservation>
          label={t('order.section.reservations')}
          rows={detail.reservations}
          rowKey={(reservation, index) =>
            `${reservation.vendorNumber}-${reservation.storeCode}-${index}`
          }
          empty={t('order.reservation.none')}
          columns={[
            {
              key: 'vendorNumber',
              title: t('order.reservation.vendorNumber'),
              render: (reservation) => reservation.vendorNumber,
            },
            {
              key: 'storeCode',
              title: t('order.reservation.storeCode'),
              render: (reservation) => reservation.storeCode,
            },
            {
              key: 'quantity',
              title: t('order.reservation.quantity'),
              numeric: true,
              render: (reservation) => format.quantity(reservation.quantity),
            },
            {
              key: 'status',
              title: t('order.reservation.status'),
              render: (reservation) => t(`order.reservationStatus.${reservation.status}`),
            },
          ]}
        />
      </DetailSection>
    </Stack>
  );
}
