import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '@portal/contracts';
import { currentLanguage } from '@portal/i18n';
import { ProjectSelect } from '@portal/ui';
import { emptyProductFilters, type ProductFilters } from '../state/product-list-query';

export interface ProductFiltersFormProps {
  filters: ProductFilters;
  projects: readonly ProjectListItem[];
  onSearch: (filters: ProductFilters) => void;
}

type TextFilter = Exclude<keyof ProductFilters, 'projectKey'>;

/**
 * The project (applied as soon as it is chosen: the list, a new product and an import belong to
 * it), then product number, name, SKU and UPC (contains); Search applies, Reset clears them.
 */
export function ProductFiltersForm({ filters, projects, onSearch }: ProductFiltersFormProps) {
  const { t, i18n } = useTranslation('master-data');
  const [draft, setDraft] = useState<ProductFilters>(filters);

  const text = (field: TextFilter, maxLength: number) => ({
    value: draft[field],
    maxLength,
    onChange: (event: { currentTarget: { value: string } }) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('product.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ProjectSelect
          label={t('product.field.projectKey')}
          placeholder={t('product.filter.allProjects')}
          w={240}
          projects={projects}
          language={currentLanguage(i18n)}
          value={draft.projectKey}
          onChange={(projectKey) => {
            const next = { ...draft, projectKey };
            setDraft(next);
            onSearch(next);
          }}
        />
        <TextInput label={t('product.field.vendorNumber')} w={160} {...text('vendorNumber', 32)} />
        <TextInput label={t('product.field.name')} w={180} {...text('name', 128)} />
        <TextInput label={t('product.field.skuNumber')} w={140} {...text('skuNumber', 32)} />
        <TextInput label={t('product.field.upcNumber')} w={160} {...text('upcNumber', 32)} />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            // The project is a choice, not a filter: Reset keeps it.
            const next = { ...emptyProductFilters, projectKey: draft.projectKey };
            setDraft(next);
            onSearch(next);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
