import { Button, MultiSelect, Select, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  orderPageQuerySchema,
  orderStatusFilter,
  type OrderDocumentType,
  type OrderStatus,
  type ProjectListItem,
} from '@portal/contracts';
import { currentLanguage, useValidationTranslate } from '@portal/i18n';
import { DateField, ProjectSelect, useFieldErrors } from '@portal/ui';
import { FilterButtons, FilterGrid, wideFilter } from '../../order/components/filter-grid';
import { useOperationDocumentTypes } from '../hooks/use-operation-document-types';
import {
  defaultOrderOperationFilters,
  type OrderOperationFilters,
} from '../state/order-operation-query';

export interface OrderOperationFiltersFormProps {
  filters: OrderOperationFilters;
  projects: readonly ProjectListItem[];
  projectsLoading: boolean;
  onSearch: (filters: OrderOperationFilters) => void;
}

const isOrderStatus = (value: string): value is OrderStatus =>
  (orderStatusFilter as readonly string[]).includes(value);

/** The filters as the list query of the contract reads them, to check them with its rules. */
const queryOf = (filters: OrderOperationFilters) => {
  const text = (value: string) => (value.trim() === '' ? undefined : value);
  return {
    project_key: text(filters.projectKey),
    orderNumber: text(filters.orderNumber),
    serialNumber: text(filters.serialNumber)?.trim(),
    documentType: filters.documentType === '' ? undefined : filters.documentType,
    status: filters.statuses,
    receivedFrom: text(filters.receivedFrom),
    receivedTo: text(filters.receivedTo),
  };
};

/**
 * Project, PO and serial number, document type, status and received dates; Search checks them
 * with the contract's rules (the end date may not come before the start) and applies them.
 */
export function OrderOperationFiltersForm({
  filters,
  projects,
  projectsLoading,
  onSearch,
}: OrderOperationFiltersFormProps) {
  const { t, i18n } = useTranslation('orders');
  const translate = useValidationTranslate();
  const form = useFieldErrors(orderPageQuerySchema, translate);
  const [draft, setDraft] = useState<OrderOperationFilters>(filters);
  const documentTypes = useOperationDocumentTypes(draft.projectKey);
  // A type the chosen project does not send is not on offer, so it does not filter either.
  const documentType = documentTypes.some((choice) => choice.documentType === draft.documentType)
    ? draft.documentType
    : '';

  const set =
    <K extends keyof OrderOperationFilters>(field: K) =>
    (value: OrderOperationFilters[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = { ...draft, documentType };
    if (form.validate(queryOf(chosen)) === null) return;
    onSearch(chosen);
  };

  const reset = () => {
    setDraft(defaultOrderOperationFilters);
    form.validate(queryOf(defaultOrderOperationFilters));
    onSearch(defaultOrderOperationFilters);
  };

  const documentTypeLabel = (type: OrderDocumentType, setIds: readonly string[]) => {
    const label = t(`order-view:documentType.${type}`);
    return setIds.length === 0 ? label : `${label} (${setIds.join(', ')})`;
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('orderOperation.title')} noValidate>
      <FilterGrid>
        <ProjectSelect
          label={t('orderOperation.filter.project')}
          placeholder={t('orderOperation.filter.allProjects')}
          projects={projects}
          language={currentLanguage(i18n)}
          value={draft.projectKey}
          onChange={set('projectKey')}
          disabled={projectsLoading}
        />
        <TextInput
          label={t('orderOperation.filter.orderNumber')}
          autoComplete="off"
          value={draft.orderNumber}
          error={form.errors.orderNumber}
          onChange={(event) => {
            set('orderNumber')(event.currentTarget.value);
            form.clearError('orderNumber');
          }}
        />
        <TextInput
          label={t('orderOperation.filter.serialNumber')}
          inputMode="numeric"
          autoComplete="off"
          value={draft.serialNumber}
          // Any rule the number breaks (not a number, zero, too large) reads the same to the user.
          error={form.errors.serialNumber === undefined ? undefined : translate('invalid', {})}
          onChange={(event) => {
            set('serialNumber')(event.currentTarget.value);
            form.clearError('serialNumber');
          }}
        />
        <Select
          label={t('orderOperation.filter.documentType')}
          allowDeselect={false}
          data={[
            { value: '', label: t('orderOperation.filter.allDocumentTypes') },
            ...documentTypes.map((choice) => ({
              value: choice.documentType,
              label: documentTypeLabel(choice.documentType, choice.setIds),
            })),
          ]}
          value={documentType}
          onChange={(value) => {
            const chosen = documentTypes.find((choice) => choice.documentType === value);
            set('documentType')(chosen?.documentType ?? '');
          }}
        />
        <MultiSelect
          label={t('orderOperation.filter.status')}
          placeholder={
            draft.statuses.length === 0 ? t('orderOperation.filter.allStatuses') : undefined
          }
          style={wideFilter}
          clearable
          data={orderStatusFilter.map((status) => ({
            value: status,
            label: t(`order-view:status.${status}`),
          }))}
          value={draft.statuses}
          onChange={(values) => set('statuses')(values.filter(isOrderStatus))}
          comboboxProps={{ withinPortal: true }}
        />
        <DateField
          label={t('orderOperation.filter.receivedFrom')}
          value={draft.receivedFrom}
          error={form.errors.receivedFrom}
          onChange={(day) => {
            set('receivedFrom')(day);
            form.clearError('receivedFrom');
            form.clearError('receivedTo');
          }}
        />
        <DateField
          label={t('orderOperation.filter.receivedTo')}
          value={draft.receivedTo}
          error={form.errors.receivedTo}
          onChange={(day) => {
            set('receivedTo')(day);
            form.clearError('receivedTo');
          }}
        />
        <FilterButtons>
          <Button type="submit">{t('common:button.search')}</Button>
          <Button variant="default" onClick={reset}>
            {t('common:button.reset')}
          </Button>
        </FilterButtons>
      </FilterGrid>
    </form>
  );
}
