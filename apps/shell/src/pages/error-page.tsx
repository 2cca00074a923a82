import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Center } from '@mantine/core';
import { NotFoundPanel } from '@portal/ui';
import { useDocumentTitle } from '../layout/use-document-title';

/** `/error`: the 404 text by default, the 500 text with `?code=500` (spec §2). */
export function ErrorPage() {
  const [params] = useSearchParams();
  const code = params.get('code') === '500' ? '500' : '404';
  return (
    <Center mih="100vh" p="md">
      <ErrorPanel code={code} />
    </Center>
  );
}

/** The 404 panel inside the layout, for a path a loaded remote does not know. */
export function NotFoundPage() {
  return <ErrorPanel code="404" />;
}

function ErrorPanel({ code }: { code: '404' | '500' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(t(`error.${code}.title`));
  return (
    <NotFoundPanel
      code={code}
      title={t(`error.${code}.title`)}
      message={t(`error.${code}.message`)}
      actionLabel={t('button.backHome')}
      onAction={() => void navigate('/space')}
    />
  );
}
