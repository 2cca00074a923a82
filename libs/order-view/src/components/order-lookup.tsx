import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCatalogue, type OrderSummary } from '@portal/contracts';
import { ApiError } from '@portal/api-client';
import { translateError } from '@portal/i18n';
import { findOrderByNumber } from '../api';

export interface OrderLookupProps {
  /**
   * The project chosen in the filters, or '' for none: numbers are unique only within a project,
   * so without one every project is searched, and a number several share asks for the project.
   */
  projectKey: string;
  onFound: (order: OrderSummary) => void;
}

/**
 * Opens an order straight from a number a customer quotes: its document or PO number, in the
 * chosen project or in any (the order endpoint `byEitherNumber`). Why none opened shows under
 * the field, once.
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
    } catch (failure) {
      setError(reasonOf(failure, wanted));
    } finally {
      setBusy(false);
    }
  };

  const reasonOf = (failure: unknown, wanted: string): string => {
    if (!(failure instanceof ApiError)) {
      return translateError(errorCatalogue.OPERATION_FAILED.code, undefined, i18n);
    }
    if (failure.code === errorCatalogue.ORDER_NOT_FOUND.code) {
      return t('order.lookup.notFound', { number: wanted });
    }
    if (failure.code === errorCatalogue.ORDER_NUMBER_IN_SEVERAL_PROJECTS.code) {
      return t('order.lookup.severalProjects', {
        projects: (failure.detail?.projects ?? []).join(', '),
      });
    }
    return failure.message;
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t('order.lookup.title')}>
      <Group align="flex-start" gap="xs">
        <TextInput
          label={t('order.lookup.number')}
          description={projectKey === '' ? t('order.lookup.anyProject') : undefined}
          value={number}
          error={error}
          maxLength={64}
          onChange={(event) => {
            setNumber(event.currentTarget.value);
            setError(null);
          }}
          w={260}
        />
        <Button type="submit" mt={25} variant="default" loading={busy}>
          {t('order.lookup.open')}
        </Button>
      </Group>
    </form>
  );
}
