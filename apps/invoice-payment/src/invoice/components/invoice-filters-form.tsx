import { Checkbox, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { invoiceStatuses, type InvoiceStatus, type ProjectListItem } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { DateField, ProjectSelect } from '@portal/ui';
import { emptyInvoiceFilters, type InvoiceFilters } from '../state/invoice-list-query';
import { useInvoiceStatusText } from './invoice-badges';

export interface InvoiceFiltersFormProps {
  /** The filters last searched with: the form starts from them. */
  readonly filters: InvoiceFilters;
  readonly onSearch: (filters: InvoiceFilters) => void;
  readonly projects: readonly ProjectListItem[];
  readonly projectsLoading: boolean;
}

const isInvoiceStatus = (value: string): value is InvoiceStatus =>
  (invoiceStatuses as readonly string[]).includes(value);

/**
 * Project, status, invoice and PO numbers, two invoice days and "unpaid only". A project
 * applies at once; Reset clears everything but the project.
 */
export function InvoiceFiltersForm({
  filters,
  onSearch,
  projects,
  projectsLoading,
}: InvoiceFiltersFormProps) {
  const { t, i18n } = useTranslation('invoice-payment');
  const language = currentLanguage(i18n);
  const statusText = useInvoiceStatusText();
  const form = useFilterDraft(filters, onSearch);
  const { draft, set } = form;

  return (
    <RecordFilters
      label={t('invoice.filter.title')}
      filters={form}
      reset={{ ...emptyInvoiceFilters, projectKey: draft.projectKey }}
    >
      <ProjectSelect
        label={t('invoice.filter.project')}
        placeholder={t('invoice.filter.allProjects')}
        w={200}
        projects={projects}
        language={language}
        value={draft.projectKey}
        onChange={(projectKey) => form.search({ ...draft, projectKey })}
        disabled={projectsLoading}
      />
      <Select
        label={t('invoice.filter.status')}
        placeholder={t('invoice.filter.allStatuses')}
        w={200}
        clearable
        data={invoiceStatuses.map((status) => ({ value: status, label: statusText(status) }))}
        value={draft.status === '' ? null : draft.status}
        onChange={(value) => set('status')(value !== null && isInvoiceStatus(value) ? value : '')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('invoice.filter.invoiceNumber')}
        w={140}
        autoComplete="off"
        {...form.text('invoiceNumber', 32)}
      />
      <TextInput
        label={t('invoice.filter.poNumber')}
        w={140}
        autoComplete="off"
        {...form.text('poNumber', 64)}
      />
      <DateField
        label={t('invoice.filter.from')}
        w={140}
        value={draft.from}
        onChange={set('from')}
      />
      <DateField label={t('invoice.filter.to')} w={140} value={draft.to} onChange={set('to')} />
      <Checkbox
        label={t('invoice.filter.unpaidOnly')}
        checked={draft.unpaidOnly}
        onChange={(event) => set('unpaidOnly')(event.currentTarget.checked)}
        mb={8}
      />
    </RecordFilters>
  );
}
