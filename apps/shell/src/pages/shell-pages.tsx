import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ScreenPlaceholder } from '@portal/ui';
import { useDocumentTitle } from '../layout/use-document-title';

export const demoSections = ['settlement', 'report', 'partner'] as const;
export type DemoSection = (typeof demoSections)[number];

/** `/demo/settlement|partner|report`: the spec's demo placeholders. */
export function DemoPage() {
  const { section } = useParams();
  const { t } = useTranslation();
  const known = demoSections.find((candidate) => candidate === section) ?? 'settlement';
  const title = t(`shell:demo.${known}.label`);
  useDocumentTitle(title);
  return (
    <ScreenPlaceholder
      title={title}
      description={t(`shell:demo.${known}.description`)}
      note={t('screen.placeholderNote')}
    />
  );
}
