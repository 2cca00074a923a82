import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emptyOptionTypeFilters, type OptionTypeFilters } from '../state/option-list-query';

export interface OptionTypeFiltersFormProps {
  filters: OptionTypeFilters;
  onSearch: (filters: OptionTypeFilters) => void;
}

/** Type name and key (contains); Search applies, Reset clears. */
export function OptionTypeFiltersForm({ filters, onSearch }: OptionTypeFiltersFormProps) {
  const { t } = useTranslation('master-data');
  const [draft, setDraft] = useState<OptionTypeFilters>(filters);
  const set = (field: keyof OptionTypeFilters) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('option.type.list')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('option.type.field.name')}
          w={160}
          maxLength={32}
          value={draft.name}
          onChange={(event) => set('name')(event.currentTarget.value)}
        />
        <TextInput
          label={t('option.type.field.key')}
          w={160}
          maxLength={32}
          value={draft.key}
          onChange={(event) => set('key')(event.currentTarget.value)}
        />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(emptyOptionTypeFilters);
            onSearch(emptyOptionTypeFilters);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
