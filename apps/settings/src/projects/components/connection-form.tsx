import { Stack } from '@mantine/core';
import type { ConnectionSectionProps } from './connection-draft';
import { DirectoriesSection } from './directories-section';
import { FeaturesSection } from './features-section';
import { StandardSection } from './standard-section';

export interface ConnectionFormProps extends ConnectionSectionProps {
  projectKey: string;
}

/** A project's connection in three sections: standard and identifiers, directories, switches. */
export function ConnectionForm({ draft, onChange, errorOf, projectKey }: ConnectionFormProps) {
  return (
    <Stack gap="md">
      <StandardSection draft={draft} onChange={onChange} errorOf={errorOf} />
      <DirectoriesSection
        draft={draft}
        onChange={onChange}
        errorOf={errorOf}
        projectKey={projectKey}
      />
      <FeaturesSection draft={draft} onChange={onChange} errorOf={errorOf} />
    </Stack>
  );
}
