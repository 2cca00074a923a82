import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel, x12TransportModeCodes, type Routing } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { usePurchaseFormat } from '../hooks/use-purchase-format';

/** One value of a summary: its name above it. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children === '' || children === null ? '—' : children}
      </Text>
    </Stack>
  );
}

/** The stored routing of the shipment, read-only; the transport mode with its meaning. */
export function RoutingSummary({ routing }: { routing: Routing | null }) {
  const { t, i18n } = useTranslation('orders');
  const format = usePurchaseFormat();
  if (routing === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('purchase.routing.none')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
      <Fact label={t('purchase.routing.carrierName')}>{routing.carrierName}</Fact>
      <Fact label={t('purchase.routing.scac')}>{routing.scac}</Fact>
      <Fact label={t('purchase.routing.transportMode')}>
        {codeLabel(x12TransportModeCodes, routing.transportMode, currentLanguage(i18n))}
      </Fact>
      <Fact label={t('purchase.routing.equipmentNumber')}>{routing.equipmentNumber ?? ''}</Fact>
      <Fact label={t('purchase.routing.billOfLading')}>{routing.billOfLading ?? ''}</Fact>
      <Fact label={t('purchase.routing.trackingNumber')}>{routing.trackingNumber ?? ''}</Fact>
      <Fact label={t('purchase.routing.pickupDate')}>
        {[format.day(routing.pickupDate), routing.pickupTime ?? ''].join(' ').trim()}
      </Fact>
      <Fact label={t('purchase.routing.scheduledDeliveryDate')}>
        {format.day(routing.scheduledDeliveryDate)}
      </Fact>
      <Fact label={t('purchase.routing.loadNumber')}>{routing.loadNumber ?? ''}</Fact>
    </SimpleGrid>
  );
}
