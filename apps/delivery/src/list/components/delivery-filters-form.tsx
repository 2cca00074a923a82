import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  deliveryStatuses,
  messageStatusMeaning,
  type DeliveryStatus,
  type ProjectListItem,
} from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { DateField, ProjectSelect } from '@portal/ui';
import { emptyDeliveryFilters, type DeliveryFilters } from '../state/delivery-list-query';

export interface DeliveryFiltersFormProps {
  /** The filters last searched with: the form starts from them. */
  readonly filters: DeliveryFilters;
  readonly onSearch: (filters: DeliveryFilters) => void;
  readonly projects: readonly ProjectListItem[];
  readonly projectsLoading: boolean;
}

const isDeliveryStatus = (value: string): value is DeliveryStatus =>
  (deliveryStatuses as readonly string[]).includes(value);

/**
 * Project, status, PO number and two days (saved, or shipped for the orders still waiting). A
 * project applies at once; Reset clears everything but the project and the view.
 */
export function DeliveryFiltersForm({
  filters,
  onSearch,
  projects,
  projectsLoading,
}: DeliveryFiltersFormProps) {
  const { t, i18n } = useTranslation('delivery');
  const language = currentLanguage(i18n);
  const form = useFilterDraft(filters, onSearch);
  const { draft, set } = form;
  const awaiting = draft.view === 'awaiting';

  return (
    <RecordFilters
      label={t('list.filter.title')}
      filters={form}
      reset={{ ...emptyDeliveryFilters, view: draft.view, projectKey: draft.projectKey }}
    >
      <ProjectSelect
        label={t('list.filter.project')}
        placeholder={t('list.filter.allProjects')}
        w={220}
        projects={projects}
        language={language}
        value={draft.projectKey}
        onChange={(projectKey) => form.search({ ...draft, projectKey })}
        disabled={projectsLoading}
      />
      <Select
        label={t('list.filter.status')}
        placeholder={t('list.filter.allStatuses')}
        w={240}
        clearable
        data={deliveryStatuses.map((status) => ({
          value: status,
          label: messageStatusMeaning(status, language),
        }))}
        value={draft.status === '' ? null : draft.status}
        onChange={(value) => set('status')(value !== null && isDeliveryStatus(value) ? value : '')}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('list.filter.poNumber')}
        w={150}
        autoComplete="off"
        {...form.text('poNumber', 64)}
      />
      <DateField
        label={awaiting ? t('list.filter.shippedFrom') : t('list.filter.savedFrom')}
        w={150}
        value={draft.from}
        onChange={set('from')}
      />
      <DateField
        label={awaiting ? t('list.filter.shippedTo') : t('list.filter.savedTo')}
        w={150}
        value={draft.to}
        onChange={set('to')}
      />
    </RecordFilters>
  );
}
