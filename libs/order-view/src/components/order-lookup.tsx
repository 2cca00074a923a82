import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, type OrderSummary } from '@portal/contracts';
import { translateError } from '@portal/i18n';
import { findOrderByNumber } from '../api';

export interface OrderLookupProps {
  /** The project chosen in the filters; numbers are only unique within a project. */
  projectKey: string;
  onFound: (order: OrderSummary) => void;
}

/**
 * Opens an order straight from a number a customer quotes: its document or PO number, in the
 * chosen project (the order endpoint `byEitherNumber`). Not found is the client's snackbar.
 */
export function OrderLookup({ projectKey, onFound }: OrderLookupProps) {
  const { t, i18n } = useTranslation('order-view');
  const [number, setNumber] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = number.trim();
    if (wanted === '') {
      setError(translateError(errorCatalogue.ORDER_NUMBER_REQUIRED.code, undefined, i18n));
      return;
    }
    setBusy(true);
    try {
      onFound((await findOrderByNumber('document_order', wanted, projectKey)).summary);
    } catch {
      // The client's snackbar says the order was not found.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('order.lookup.title')}>
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('order.lookup.number')}
          description={projectKey === '' ? t('order.lookup.chooseProject') : undefined}
          value={number}
          error={error}
          maxLength={64}
          disabled={projectKey === ''}
          onChange={(event) => {
            setNumber(event.currentTarget.value);
            setError(null);
          }}
          w={260}
        />
        <Button type="submit" mt={25} variant="default" loading={busy} disabled={projectKey === ''}>
          {t('order.lookup.open')}
        </Button>
      </Group>
    </form>
  );
}
