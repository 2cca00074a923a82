import { Button, Group } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The filters of `F` whose value is typed text. */
type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F];

/** The filters as the user edits them, until Search applies them. */
export interface FilterDraft<F> {
  readonly draft: F;
  /** The change handler of a filter (a select, a date…). */
  readonly set: <K extends keyof F>(field: K) => (value: F[K]) => void;
  /** What a text input of `field` takes: its value, its length limit and its change handler. */
  readonly text: (
    field: TextKey<F>,
    maxLength: number,
  ) => {
    readonly value: string;
    readonly maxLength: number;
    readonly onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  };
  /** Shows `filters` and applies them at once (Search, Reset, a choice that is not typed). */
  readonly search: (filters: F) => void;
}

/** The draft of a list's filters, starting from those applied now. */
export function useFilterDraft<F>(filters: F, onSearch: (filters: F) => void): FilterDraft<F> {
  const [draft, setDraft] = useState<F>(filters);
  const set =
    <K extends keyof F>(field: K) =>
    (value: F[K]) =>
      setDraft((current) => ({ ...current, [field]: value }));
  const text = (field: TextKey<F>, maxLength: number) => ({
    value: String(draft[field]),
    maxLength,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });
  const search = (next: F) => {
    setDraft(next);
    onSearch(next);
  };
  return { draft, set, text, search };
}

export interface RecordFiltersProps<F> {
  /** Names the search form (the screen's title). */
  readonly label: string;
  readonly filters: FilterDraft<F>;
  /** What Reset applies: the empty filters, or what a reset keeps (the chosen project). */
  readonly reset: F;
  /** The filter inputs. */
  readonly children: ReactNode;
}

/** The filters of a record list on one row, then Search (applies them) and Reset (clears them). */
export function RecordFilters<F>({ label, filters, reset, children }: RecordFiltersProps<F>) {
  const { t } = useTranslation('common');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    filters.search(filters.draft);
  };
  return (
    <form onSubmit={submit} role="search" aria-label={label}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        {children}
        <Button type="submit">{t('button.search')}</Button>
        <Button variant="default" onClick={() => filters.search(reset)}>
          {t('button.reset')}
        </Button>
      </Group>
    </form>
  );
}
