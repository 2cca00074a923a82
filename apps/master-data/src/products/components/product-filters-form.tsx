import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { ProjectSelect } from '@portal/ui';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
import { emptyProductFilters, type ProductFilters } from '../state/product-list-query';

export interface ProductFiltersFormProps {
  filters: ProductFilters;
  projects: readonly ProjectListItem[];
  onSearch: (filters: ProductFilters) => void;
}

/**
 * The project (applied as soon as it is chosen: the list, a new product and an import belong to
 * it), then product number, name, SKU and UPC (contains); Search applies, Reset clears them.
 */
export function ProductFiltersForm({ filters, projects, onSearch }: ProductFiltersFormProps) {
  const { t, i18n } = useTranslation('master-data');
  const filter = useFilterDraft(filters, onSearch);
  const { draft, text } = filter;

  return (
    <RecordFilters
      label={t('product.title')}
      filters={filter}
      // The project is a choice, not a filter: Reset keeps it.
      reset={{ ...emptyProductFilters, projectKey: draft.projectKey }}
    >
      <ProjectSelect
        label={t('product.field.projectKey')}
        placeholder={t('product.filter.allProjects')}
        w={240}
        projects={projects}
        language={currentLanguage(i18n)}
        value={draft.projectKey}
        onChange={(projectKey) => filter.search({ ...draft, projectKey })}
      />
      <TextInput label={t('product.field.vendorNumber')} w={160} {...text('vendorNumber', 32)} />
      <TextInput label={t('product.field.name')} w={180} {...text('name', 128)} />
      <TextInput label={t('product.field.skuNumber')} w={140} {...text('skuNumber', 32)} />
      <TextInput label={t('product.field.upcNumber')} w={160} {...text('upcNumber', 32)} />
    </RecordFilters>
  );
}
