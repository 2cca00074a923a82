import { Navigate, Route, Routes } from 'react-router';
import { useAtomValue, useStore } from 'jotai';
import { currentUserAtom } from '@portal/auth';
import { useTranslation } from 'react-i18next';
import {
  firstOpenScreen,
  mayOpenPath,
  screenOfPath,
  screenPaths,
  type Role,
} from '@portal/contracts';
import { currentMenuAtom } from '../layout/layout-state';
import { PortalLayout } from '../layout/portal-layout';
import { ErrorPage } from '../pages/error-page';
import { DemoPage } from '../pages/shell-pages';
import { InitPage } from '../session/components/init-page';
import { LoginPage } from '../session/components/login-page';
import { RequireSession } from '../session/components/require-session';
import { remoteAreasAtom, startRemoteAreas } from '../remotes/remote-areas';
import { contractRegistrar } from '../remotes/remote-loader-context';
import { AreaLoadError, LoadingScreen, RemoteScreen } from '../remotes/remote-screen';
import type { RemoteLoader } from '../remotes/remote-areas';

/**
 * The shell's routes (spec §2). Remote screens are mounted from the manifest, so a path keeps
 * its place (with a loader or a load error) even while its remote is missing.
 */
export function PortalRoutes({ loader }: { loader: RemoteLoader }) {
  const { manifest, entries } = useAtomValue(remoteAreasAtom);
  const store = useStore();
  const { i18n } = useTranslation();
  const manifestPending =
    manifest.status === 'loading' ? (
      <LoadingScreen />
    ) : manifest.status === 'failed' ? (
      <AreaLoadError
        area="portal"
        reason={manifest.reason}
        onRetry={() => void startRemoteAreas(store, loader, contractRegistrar(i18n))}
      />
    ) : null;

  return (
    <Routes>
      <Route path="/" element={<Navigate to="/space" replace />} />
      <Route path="/index.html" element={<Navigate to="/space" replace />} />
      <Route path="/register" element={<Navigate to="/login" replace />} />
      <Route path="/forgot" element={<Navigate to="/login" replace />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/init" element={<InitPage />} />
      <Route path="/error" element={<ErrorPage />} />
      <Route element={<RequireSession />}>
        <Route element={<PortalLayout />}>
          <Route path="/space" element={<SpaceHome />} />
          <Route path="/space/home" element={<HomeRedirect />} />
          {entries.flatMap((entry) =>
            entry.paths.map((path) => (
              <Route
                key={path}
                path={`${path}/*`}
                element={<RemoteScreen area={entry.area} path={path} />}
              />
            )),
          )}
          {manifestPending && <Route path="/space/*" element={manifestPending} />}
          {manifestPending && <Route path="/config/*" element={manifestPending} />}
          <Route path="/demo/:section" element={<DemoPage />} />
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/error" replace />} />
    </Routes>
  );
}

/**
 * `/space`: the menu entry the user last chose, else order information, else the first screen the
 * user's roles open. A stored path outside the portal's screens, or one the user may no longer
 * open, is ignored.
 */
function SpaceHome() {
  const stored = useAtomValue(currentMenuAtom);
  const user = useAtomValue(currentUserAtom);
  const held = user?.roles ?? [];
  const path = stored !== null && stored.account === user?.account ? stored.path : null;
  const known =
    path !== null &&
    (path.startsWith('/demo/') || screenOfPath(path) !== undefined) &&
    mayOpenPath(held, path);
  return <Navigate to={known ? path : homePath(held)} replace />;
}

/** `/space/home` (spec §2: order information), for a user whose roles open it. */
function HomeRedirect() {
  const user = useAtomValue(currentUserAtom);
  return <Navigate to={homePath(user?.roles ?? [])} replace />;
}

function homePath(held: readonly Role[]): string {
  if (mayOpenPath(held, screenPaths.order)) return screenPaths.order;
  const first = firstOpenScreen(held);
  return first === undefined ? screenPaths.order : screenPaths[first];
}
