import { Checkbox, MultiSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { fulfilmentStatuses, type FulfilmentStatus, type ProjectListItem } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { DateField, ProjectSelect } from '@portal/ui';
import { emptyPurchaseFilters, type PurchaseFilters } from '../state/purchase-list-query';

export interface PurchaseFiltersFormProps {
  /** The filters last searched with: the form starts from them. */
  readonly filters: PurchaseFilters;
  readonly onSearch: (filters: PurchaseFilters) => void;
  readonly projects: readonly ProjectListItem[];
  readonly projectsLoading: boolean;
}

const isFulfilmentStatus = (value: string): value is FulfilmentStatus =>
  (fulfilmentStatuses as readonly string[]).includes(value);

/**
 * Project, statuses, PO number, ship-to, the ship window (two days, either may stay open) and
 * "due soon only". A project applies at once; Reset clears everything but the project.
 */
export function PurchaseFiltersForm({
  filters,
  onSearch,
  projects,
  projectsLoading,
}: PurchaseFiltersFormProps) {
  const { t, i18n } = useTranslation('orders');
  const form = useFilterDraft(filters, onSearch);
  const { draft, set } = form;

  return (
    <RecordFilters
      label={t('purchase.filter.title')}
      filters={form}
      reset={{ ...emptyPurchaseFilters, projectKey: draft.projectKey }}
    >
      <ProjectSelect
        label={t('purchase.filter.project')}
        placeholder={t('purchase.filter.allProjects')}
        w={220}
        projects={projects}
        language={currentLanguage(i18n)}
        value={draft.projectKey}
        onChange={(projectKey) => form.search({ ...draft, projectKey })}
        disabled={projectsLoading}
      />
      <MultiSelect
        label={t('purchase.filter.status')}
        placeholder={draft.statuses.length === 0 ? t('purchase.filter.allStatuses') : undefined}
        w={260}
        clearable
        data={fulfilmentStatuses.map((status) => ({
          value: status,
          label: t(`order-view:status.${status}`),
        }))}
        value={draft.statuses}
        onChange={(values) => set('statuses')(values.filter(isFulfilmentStatus))}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('purchase.filter.orderNumber')}
        w={150}
        autoComplete="off"
        {...form.text('orderNumber', 64)}
      />
      <TextInput
        label={t('purchase.filter.shipTo')}
        w={160}
        autoComplete="off"
        {...form.text('shipTo', 64)}
      />
      <DateField
        label={t('purchase.filter.windowFrom')}
        w={150}
        value={draft.windowFrom}
        onChange={set('windowFrom')}
      />
      <DateField
        label={t('purchase.filter.windowTo')}
        w={150}
        value={draft.windowTo}
        onChange={set('windowTo')}
      />
      <Checkbox
        label={t('purchase.filter.dueSoon')}
        mb={8}
        checked={draft.dueSoon}
        onChange={(event) => set('dueSoon')(event.currentTarget.checked)}
      />
    </RecordFilters>
  );
}
