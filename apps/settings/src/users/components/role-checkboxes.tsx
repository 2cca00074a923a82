import { Checkbox, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roles, type Role } from '@portal/contracts';

export interface RoleCheckboxesProps {
  label: string;
  description?: string;
  value: readonly Role[];
  onChange: (roles: Role[]) => void;
  error?: string;
}

const isRole = (value: string): value is Role => (roles as readonly string[]).includes(value);

/** Every role of decisions.md §4 as a checkbox with its name in the user's language. */
export function RoleCheckboxes({
  label,
  description,
  value,
  onChange,
  error,
}: RoleCheckboxesProps) {
  const { t } = useTranslation();
  return (
    <Checkbox.Group
      label={label}
      description={description}
      withAsterisk
      value={[...value]}
      onChange={(next) => onChange(next.filter(isRole))}
      error={error}
    >
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt="xs">
        {roles.map((role) => (
          <Checkbox key={role} value={role} label={t(`common:role.${role}`)} data-role={role} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
