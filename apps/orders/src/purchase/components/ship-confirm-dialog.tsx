import { Button, Group, Modal, NumberInput, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  shipConfirmationSchema,
  type PurchaseDetail,
  type ShipConfirmation,
} from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { useSchemaErrors } from '@portal/record-kit';
import { DateField, showSnackbar, useReturnFocus } from '@portal/ui';
import { confirmShipment } from '../api/confirm-shipment';
import { userTimeZone } from '../hooks/purchase-query';
import { usePurchaseFormat } from '../hooks/use-purchase-format';
import { QuantityMark } from './quantity-mark';

/**
 * What each line ships unless the user says otherwise: what the plan packs of it, or, when the
 * order has no plan, what was ordered.
 */
export function initialShipQuantities(detail: PurchaseDetail): Record<string, number> {
  const packed = detail.packages.length > 0;
  return Object.fromEntries(
    detail.lines.map((line) => [line.lineNumber, packed ? line.packed : line.ordered]),
  );
}

export interface ShipConfirmDialogProps {
  readonly detail: PurchaseDetail;
  /** After the server confirmed it, with the order as it is now (delivered). */
  readonly onConfirmed: (detail: PurchaseDetail) => void;
  readonly onClose: () => void;
}

/**
 * Confirms the shipment: the day and time it left (now by default, in the user's zone) and the
 * final quantity of each line, less than ordered allowed and marked short.
 */
export function ShipConfirmDialog({ detail, onConfirmed, onClose }: ShipConfirmDialogProps) {
  useReturnFocus(true);
  const { t } = useTranslation('orders');
  const format = usePurchaseFormat();
  const schema = useSchemaErrors(shipConfirmationSchema);
  const [shippedDate, setShippedDate] = useState(() => dayjs().format('YYYY-MM-DD'));
  const [shippedTime, setShippedTime] = useState(() => dayjs().format('HH:mm'));
  const [quantities, setQuantities] = useState<Record<string, number | ''>>(() =>
    initialShipQuantities(detail),
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      serialNumber: detail.summary.serialNumber,
      shippedDate,
      shippedTime,
      timeZone: userTimeZone(),
      lines: detail.lines.map((line) => {
        const quantity = quantities[line.lineNumber];
        return { lineNumber: line.lineNumber, quantity: quantity === '' ? undefined : quantity };
      }),
    };
    const checked: ShipConfirmation | null = schema.validate(candidate);
    if (checked === null) return;
    setBusy(true);
    try {
      const confirmed = await confirmShipment(checked);
      showSnackbar(t('purchase.deliver.done'), { level: 'success' });
      onConfirmed(confirmed);
    } catch (error) {
      // The client's snackbar says why, and the field it is about is marked. The server names a
      // refused line by its number (over-shipment, not what was packed): that line's quantity.
      const refusedLine =
        error instanceof ApiError
          ? detail.lines.findIndex((line) => line.lineNumber === error.field)
          : -1;
      if (error instanceof ApiError && refusedLine >= 0) {
        schema.setMessage(`lines.${refusedLine}.quantity`, error.message);
      } else {
        schema.markServerErrors(error);
      }
    } finally {
      setBusy(false);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={t('purchase.deliver.title', { orderNumber: detail.summary.orderNumber })}
      centered
      size="xl"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{t('purchase.deliver.hint')}</Text>
          <SimpleGrid cols={2} spacing="sm" maw={420}>
            <DateField
              label={t('purchase.deliver.date')}
              required
              data-autofocus
              value={shippedDate}
              error={schema.errorOf('shippedDate')}
              onChange={(day) => {
                setShippedDate(day);
                schema.clear('shippedDate');
              }}
            />
            <TimeInput
              label={t('purchase.deliver.time')}
              required
              value={shippedTime}
              error={schema.errorOf('shippedTime')}
              onChange={(event) => {
                setShippedTime(event.currentTarget.value);
                schema.clear('shippedTime');
              }}
            />
          </SimpleGrid>
          <Table.ScrollContainer minWidth={640}>
            <Table fz="sm" verticalSpacing={4} withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('purchase.line.lineNumber')}</Table.Th>
                  <Table.Th>{t('purchase.content.item')}</Table.Th>
                  <Table.Th ta="right">{t('purchase.line.ordered')}</Table.Th>
                  <Table.Th ta="right">{t('purchase.line.packed')}</Table.Th>
                  <Table.Th>{t('purchase.deliver.quantity')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.lines.map((line, index) => {
                  const quantity = quantities[line.lineNumber] ?? '';
                  const path = `lines.${index}.quantity`;
                  return (
                    <Table.Tr key={line.lineNumber}>
                      <Table.Td>{line.lineNumber}</Table.Td>
                      <Table.Td>{line.vendorItemNumber ?? line.description ?? ''}</Table.Td>
                      <Table.Td ta="right">{format.quantity(line.ordered)}</Table.Td>
                      <Table.Td ta="right">{format.quantity(line.packed)}</Table.Td>
                      <Table.Td>
                        <NumberInput
                          aria-label={t('purchase.deliver.quantityOf', { line: line.lineNumber })}
                          size="xs"
                          w={120}
                          min={0}
                          allowDecimal={false}
                          allowNegative={false}
                          value={quantity}
                          error={schema.errorOf(path)}
                          onChange={(value) => {
                            setQuantities((current) => ({
                              ...current,
                              [line.lineNumber]: typeof value === 'number' ? value : '',
                            }));
                            schema.clear(path);
                          }}
                        />
                      </Table.Td>
                      <Table.Td>
                        {quantity === '' ? null : (
                          <QuantityMark quantity={quantity} ordered={line.ordered} />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" disabled={busy} onClick={close}>
              {t('common:button.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('purchase.deliver.button')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
