import { Button, Group, Select, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { roles, userStatuses, type Role, type UserStatus } from '@portal/contracts';
import { emptyUserFilters, type UserFilters } from '../state/user-list-query';

export interface UserFiltersFormProps {
  filters: UserFilters;
  onSearch: (filters: UserFilters) => void;
}

const isStatus = (value: string): value is UserStatus =>
  (userStatuses as readonly string[]).includes(value);
const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/** Account, nickname and email (contains), status and role; Search applies, Reset clears. */
export function UserFiltersForm({ filters, onSearch }: UserFiltersFormProps) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<UserFilters>(filters);
  const allLabel = t('users.filter.any');

  const text = (field: 'account' | 'nickname' | 'email') => ({
    value: draft[field],
    maxLength: field === 'email' ? 128 : 32,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setDraft((current) => ({ ...current, [field]: value }));
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft);
  };

  return (
    <form onSubmit={submit} role="search" aria-label={t('users.title')}>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput label={t('users.filter.account')} w={160} {...text('account')} />
        <TextInput label={t('users.filter.nickname')} w={160} {...text('nickname')} />
        <TextInput label={t('users.filter.email')} w={200} {...text('email')} />
        <Select
          label={t('users.filter.status')}
          w={140}
          allowDeselect={false}
          data={[
            { value: '', label: allLabel },
            ...userStatuses.map((status) => ({
              value: status,
              label: t(`users.status.${status}`),
            })),
          ]}
          value={draft.status}
          onChange={(value) =>
            setDraft((current) => ({
              ...current,
              status: value !== null && isStatus(value) ? value : '',
            }))
          }
        />
        <Select
          label={t('users.filter.role')}
          w={180}
          allowDeselect={false}
          data={[
            { value: '', label: allLabel },
            ...roles.map((role) => ({ value: role, label: t(`common:role.${role}`) })),
          ]}
          value={draft.role}
          onChange={(value) =>
            setDraft((current) => ({
              ...current,
              role: value !== null && isRole(value) ? value : '',
            }))
          }
        />
        <Button type="submit">{t('common:button.search')}</Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(emptyUserFilters);
            onSearch(emptyUserFilters);
          }}
        >
          {t('common:button.reset')}
        </Button>
      </Group>
    </form>
  );
}
