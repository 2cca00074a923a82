import { Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roles, userStatuses, type Role, type UserStatus } from '@portal/contracts';
import { RecordFilters, useFilterDraft } from '@portal/record-kit';
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
  const filter = useFilterDraft(filters, onSearch);
  const { draft, set, text } = filter;
  const allLabel = t('users.filter.any');

  return (
    <RecordFilters label={t('users.title')} filters={filter} reset={emptyUserFilters}>
      <TextInput label={t('users.filter.account')} w={160} {...text('account', 32)} />
      <TextInput label={t('users.filter.nickname')} w={160} {...text('nickname', 32)} />
      <TextInput label={t('users.filter.email')} w={200} {...text('email', 128)} />
      <Select
        label={t('users.filter.status')}
        w={140}
        allowDeselect={false}
        data={[
          { value: '', label: allLabel },
          ...userStatuses.map((status) => ({ value: status, label: t(`users.status.${status}`) })),
        ]}
        value={draft.status}
        onChange={(value) => set('status')(value !== null && isStatus(value) ? value : '')}
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
        onChange={(value) => set('role')(value !== null && isRole(value) ? value : '')}
      />
    </RecordFilters>
  );
}
