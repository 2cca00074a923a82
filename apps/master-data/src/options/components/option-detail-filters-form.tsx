import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { OptionDetailFilters } from '../state/option-list-query';

export interface OptionDetailFiltersFormProps {
  filters: OptionDetailFilters;
  onSearch: (filters: OptionDetailFilters) => void;
}

/** Value name and code (contains) within the clicked type; Search applies, Reset clears. */
export function OptionDetailFiltersForm({ filters, onSearch }: OptionDetailFiltersFormProps) {
  const { t } = useTranslation('master-data');
  const [draft, setDraft] = useState<OptionDetailFilters>(filters);
  const set = (field: 'name' | 'value') => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('option.detail.list')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('option.detail.field.value')}
          w={140}
          maxLength={32}
          value={draft.value}
          onChange={(event) => set('value')(event.currentTarget.value)}
        />
        <TextInput
          label={t('option.detail.field.name')}
          w={180}
          maxLength={128}
          value={draft.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
        />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            const next = { ...draft, name: '', value: '' };
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
