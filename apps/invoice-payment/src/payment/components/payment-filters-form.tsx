import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  paymentMatchStates,
  type PaymentMatchState,
  type ProjectListItem,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { DateField, ProjectSelect } from '@portal/ui';
import { emptyPaymentFilters, type PaymentFilters } from '../state/payment-list-query';

export interface PaymentFiltersFormProps {
  /** The filters last searched with: the form starts from them. */
  readonly filters: PaymentFilters;
  readonly onSearch: (filters: PaymentFilters) => void;
  readonly projects: readonly ProjectListItem[];
  readonly projectsLoading: boolean;
}

const isMatchState = (value: string): value is PaymentMatchState =>
  (paymentMatchStates as readonly string[]).includes(value);

/**
 * Project, two payment days, invoice and PO numbers and the match state. A project applies at
 * once; Reset clears everything but the project.
 */
export function PaymentFiltersForm({
  filters,
  onSearch,
  projects,
  projectsLoading,
}: PaymentFiltersFormProps) {
  const { t, i18n } = useTranslation('invoice-payment');
  const form = useFilterDraft(filters, onSearch);
  const { draft, set } = form;

  return (
    <RecordFilters
      label={t('payment.filter.title')}
      filters={form}
      reset={{ ...emptyPaymentFilters, projectKey: draft.projectKey }}
    >
      <ProjectSelect
        label={t('payment.filter.project')}
        placeholder={t('payment.filter.allProjects')}
        w={200}
        projects={projects}
        language={currentLanguage(i18n)}
        value={draft.projectKey}
        onChange={(projectKey) => form.search({ ...draft, projectKey })}
        disabled={projectsLoading}
      />
      <DateField
        label={t('payment.filter.from')}
        w={140}
        value={draft.from}
        onChange={set('from')}
      />
      <DateField label={t('payment.filter.to')} w={140} value={draft.to} onChange={set('to')} />
      <TextInput
        label={t('payment.filter.invoiceNumber')}
        w={140}
        autoComplete="off"
        {...form.text('invoiceNumber', 32)}
      />
      <TextInput
        label={t('payment.filter.poNumber')}
        w={140}
        autoComplete="off"
        {...form.text('poNumber', 64)}
      />
      <Select
        label={t('payment.filter.matchState')}
        placeholder={t('payment.filter.allStates')}
        w={180}
        clearable
        data={paymentMatchStates.map((state) => ({
          value: state,
          label: t(`payment.matchState.${state}`),
        }))}
        value={draft.matchState === '' ? null : draft.matchState}
        onChange={(value) => set('matchState')(value !== null && isMatchState(value) ? value : '')}
        comboboxProps={{ withinPortal: true }}
      />
    </RecordFilters>
  );
}
