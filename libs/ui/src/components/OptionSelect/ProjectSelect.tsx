import { Select, type SelectProps } from '@mantine/core';
import type { Language } from '@portal/contracts';

export interface ProjectChoice {
  readonly projectKey: string;
  readonly nameZh: string;
  readonly nameEn: string;
}

export interface ProjectSelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  readonly projects: readonly ProjectChoice[];
  readonly language: Language;
  readonly value: string;
  readonly onChange: (projectKey: string) => void;
}

/** The choice of a project (trading partner) on business screens: `KEY — name` in the language. */
export function ProjectSelect({
  projects,
  language,
  value,
  onChange,
  ...props
}: ProjectSelectProps) {
  return (
    <Select
      {...props}
      data={projects.map((project) => ({
        value: project.projectKey,
        label: `${project.projectKey} — ${language === 'zh-cn' ? project.nameZh : project.nameEn}`,
      }))}
      value={value === '' ? null : value}
      onChange={(next) => onChange(next ?? '')}
      searchable
      // Choosing the project already chosen keeps it (it may have been preselected for the
      // user); only the clear button empties an optional choice.
      allowDeselect={false}
      clearable={!props.required}
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}
