import { Button, MultiSelect, Select } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  orderPageQuerySchema,
  orderSortFields,
  orderStatuses,
  orderStatusFilter,
  type OrderDocumentType,
  type OrderSortField,
  type OrderStatus,
  type ProjectListItem,
} from '@portal/contracts';
import { currentLanguage, useValidationTranslate } from '@portal/i18n';
import { DateField, ProjectSelect, TextField, useFieldErrors } from '@portal/ui';
import { orderFilterInput } from '../hooks/order-list-query';
import { useOrderDocumentTypes } from '../hooks/use-order-document-types';
import { emptyOrderFilters, type OrderFilters } from '../state/order-list-query';
import { FilterButtons, FilterGrid, rowStart, wideFilter } from './filter-grid';

export interface OrderFiltersFormProps {
  /** The filters last searched with: the form starts from them. */
  filters: OrderFilters;
  /** Called with filters the contract accepts (an end date before its start never gets here). */
  onSearch: (filters: OrderFilters) => void;
  /** The projects to choose from (`useProjects`). */
  projects: readonly ProjectListItem[];
  projectsLoading?: boolean;
  /** The statuses the status filter offers; the spec's status filter (§4) unless given. */
  statusOptions?: readonly OrderStatus[];
}

type TextFilter =
  | 'serialNumber'
  | 'documentNumber'
  | 'orderNumber'
  | 'receivedFrom'
  | 'receivedTo'
  | 'orderDateFrom'
  | 'orderDateTo';

/** The contract's name of each text filter, where its validation message is filed. */
const queryField = {
  serialNumber: 'serialNumber',
  documentNumber: 'documentNumber',
  orderNumber: 'orderNumber',
  receivedFrom: 'receivedFrom',
  receivedTo: 'receivedTo',
  orderDateFrom: 'orderDateFrom',
  orderDateTo: 'orderDateTo',
} as const satisfies Record<TextFilter, string>;

const isOrderStatus = (value: string): value is OrderStatus =>
  (orderStatuses as readonly string[]).includes(value);
const isSortField = (value: string | null): value is OrderSortField =>
  value !== null && (orderSortFields as readonly string[]).includes(value);

/**
 * The order list's filters: project, document type (those the project sends), statuses, the
 * three numbers, the received and order date ranges, and the sort. Search applies them; a new
 * project or sort applies at once; Reset clears everything but the project.
 */
export function OrderFiltersForm({
  filters,
  onSearch,
  projects,
  projectsLoading = false,
  statusOptions = orderStatusFilter,
}: OrderFiltersFormProps) {
  const { t, i18n } = useTranslation('orders');
  const language = currentLanguage(i18n);
  const translate = useValidationTranslate();
  const { errors, validate, clearError } = useFieldErrors(orderPageQuerySchema, translate);
  const [draft, setDraft] = useState<OrderFilters>(filters);
  const { documentTypes } = useOrderDocumentTypes(draft.projectKey);

  const apply = (next: OrderFilters) => {
    setDraft(next);
    if (validate(orderFilterInput(next)) !== null) onSearch(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };

  const text = (field: TextFilter) => ({
    value: draft[field],
    error: errors[queryField[field]],
    onChange: (value: string) => {
      clearError(queryField[field]);
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });

  const offeredTypes: OrderDocumentType[] = documentTypes.map((entry) => entry.documentType);
  if (draft.documentType !== '' && !offeredTypes.includes(draft.documentType)) {
    offeredTypes.push(draft.documentType);
  }
  const setIdsOf = (type: OrderDocumentType) =>
    documentTypes.find((entry) => entry.documentType === type)?.setIds ?? [];

  return (
    <form onSubmit={submit} role="search" aria-label={t('order.filter.title')} noValidate>
      {/* Which orders, their numbers, the dates on a row of their own, then the sort and buttons. */}
      <FilterGrid>
        <ProjectSelect
          label={t('order.project.label')}
          placeholder={t('order.project.placeholder')}
          projects={projects}
          language={language}
          value={draft.projectKey}
          onChange={(projectKey) => apply({ ...draft, projectKey, documentType: '' })}
          disabled={projectsLoading}
        />
        <Select
          label={t('order.filter.documentType')}
          allowDeselect={false}
          data={[
            { value: '', label: t('order.filter.allDocumentTypes') },
            ...offeredTypes.map((type) => {
              const setIds = setIdsOf(type);
              const name = t(`order-view:documentType.${type}`);
              return {
                value: type,
                label: setIds.length > 0 ? `${name} (${setIds.join('/')})` : name,
              };
            }),
          ]}
          value={draft.documentType}
          onChange={(value) =>
            setDraft((current) => ({
              ...current,
              documentType: offeredTypes.find((type) => type === value) ?? '',
            }))
          }
        />
        <MultiSelect
          label={t('order.filter.status')}
          placeholder={draft.statuses.length === 0 ? t('order.filter.allStatuses') : undefined}
          style={wideFilter}
          clearable
          data={statusOptions.map((status) => ({
            value: status,
            label: t(`order-view:status.${status}`),
          }))}
          value={draft.statuses}
          onChange={(values) =>
            setDraft((current) => ({ ...current, statuses: values.filter(isOrderStatus) }))
          }
          comboboxProps={{ withinPortal: true }}
        />
        <TextField
          label={t('order.filter.serialNumber')}
          inputMode="numeric"
          {...text('serialNumber')}
        />
        <TextField
          label={t('order.filter.documentNumber')}
          maxLength={64}
          {...text('documentNumber')}
        />
        <TextField label={t('order.filter.orderNumber')} maxLength={64} {...text('orderNumber')} />
        <DateField
          label={t('order.filter.receivedFrom')}
          style={rowStart}
          {...text('receivedFrom')}
        />
        <DateField label={t('order.filter.receivedTo')} {...text('receivedTo')} />
        <DateField label={t('order.filter.orderDateFrom')} {...text('orderDateFrom')} />
        <DateField label={t('order.filter.orderDateTo')} {...text('orderDateTo')} />
        <Select
          label={t('order.filter.sort')}
          allowDeselect={false}
          data={orderSortFields.map((field) => ({ value: field, label: t(`order.sort.${field}`) }))}
          value={draft.sort}
          onChange={(value) => {
            if (isSortField(value)) apply({ ...draft, sort: value });
          }}
        />
        <Select
          label={t('order.filter.direction')}
          allowDeselect={false}
          data={[
            { value: 'desc', label: t('order.direction.desc') },
            { value: 'asc', label: t('order.direction.asc') },
          ]}
          value={draft.direction}
          onChange={(value) => apply({ ...draft, direction: value === 'asc' ? 'asc' : 'desc' })}
        />
        <FilterButtons>
          <Button type="submit">{t('common:button.search')}</Button>
          <Button
            variant="default"
            onClick={() => apply({ ...emptyOrderFilters, projectKey: draft.projectKey })}
          >
            {t('common:button.reset')}
          </Button>
        </FilterButtons>
      </FilterGrid>
    </form>
  );
}
