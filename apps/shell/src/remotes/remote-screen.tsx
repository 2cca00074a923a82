import { Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { LoadErrorPanel, PageLoader } from '@portal/ui';
import type { RemoteArea } from '@portal/contracts';
import { useLocation } from 'react-router';
import {
  screenTitleKey,
  type RemoteContract,
  type RemoteScreen as Screen,
} from '@portal/shell-contract';
import { useDocumentTitle } from '../layout/use-document-title';
import { NotFoundPage } from '../pages/error-page';
import { remoteAreasAtom } from './remote-areas';
import { useLoadWaitingArea, useRetryRemoteArea } from './remote-loader-context';
import { ScreenErrorBoundary } from './screen-error-boundary';

/** What the shell shows at a path a remote owns: loading, the load error with retry, or the screen. */
export function RemoteScreen({ area, path }: { area: RemoteArea; path: string }) {
  const state = useAtomValue(remoteAreasAtom).areas[area] ?? { status: 'loading' };
  const retry = useRetryRemoteArea();
  const { t } = useTranslation();
  useLoadWaitingArea(area, state.status === 'waiting');

  if (state.status === 'loading' || state.status === 'waiting') return <LoadingScreen />;
  if (state.status === 'failed') {
    return <AreaLoadError area={area} reason={state.reason} onRetry={() => void retry(area)} />;
  }
  const screen = state.contract.screens.find((candidate) => candidate.path === path);
  if (!screen) return <NotFoundPage />;
  return (
    <ScreenErrorBoundary
      resetKey={state.contract}
      fallback={(reset) => (
        <LoadErrorPanel
          title={t('remote.screenFailedTitle')}
          message={t('remote.screenFailedMessage')}
          retryLabel={t('button.retry')}
          onRetry={() => {
            reset();
            void retry(area);
          }}
        />
      )}
    >
      <ScreenFrame contract={state.contract} screen={screen} />
    </ScreenErrorBoundary>
  );
}

function ScreenFrame({ contract, screen }: { contract: RemoteContract; screen: Screen }) {
  const { t } = useTranslation();
  // A page below the screen (`/space/delivery/file`) names the tab as its heading does.
  const { pathname } = useLocation();
  useDocumentTitle(t(`${contract.namespace}:${screenTitleKey(screen, pathname)}`));
  const Screen = screen.Component;
  return (
    <div data-remote={contract.area} data-build={contract.build}>
      <Suspense fallback={<LoadingScreen />}>
        <Screen />
      </Suspense>
    </div>
  );
}

export function LoadingScreen() {
  const { t } = useTranslation();
  return <PageLoader label={t('state.loading')} />;
}

export function AreaLoadError({
  area,
  reason,
  onRetry,
}: {
  area: RemoteArea | 'portal';
  reason: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <LoadErrorPanel
      title={t('remote.loadFailedTitle', { area: t(`shell:area.${area}`) })}
      message={t('remote.loadFailedMessage')}
      details={reason}
      retryLabel={t('button.retry')}
      onRetry={onRetry}
    />
  );
}
