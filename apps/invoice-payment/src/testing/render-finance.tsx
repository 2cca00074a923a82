import { useEffect, useRef, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { createStore } from 'jotai';
import { currentUserAtom, systemSettingsAtom } from '@portal/auth';
import { systemSettingDefaults, type Language, type Role } from '@portal/contracts';
import { renderInPortal } from '@portal/testing';
import { texts } from '../i18n/texts';
import { userWith } from './finance-fixtures';

/** Opens what it wraps at `path`, as a link or a reload would. */
function StartAt({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return pathname === '/' ? null : children;
}

/** Where the screen is now: its address, for tests that follow a link. */
function AddressShown() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}

export interface FinanceRenderOptions {
  readonly language?: Language;
  readonly roles?: Role[];
}

/**
 * A screen of this remote mounted as the shell mounts it (at `mount/*`), opened at `path`, for a
 * user holding `roles`, with the portal's date-time setting `YYYY/MM/DD HH:mm:ss`.
 */
export async function renderFinanceScreen(
  mount: string,
  screen: ReactNode,
  path: string,
  { language = 'en-us', roles = ['INVOICE', 'PAYMENT'] }: FinanceRenderOptions = {},
) {
  const store = createStore();
  store.set(currentUserAtom, userWith(roles));
  store.set(systemSettingsAtom, {
    ...systemSettingDefaults,
    dateTimeFormat: 'YYYY/MM/DD HH:mm:ss',
  });
  return renderInPortal(
    <StartAt path={path}>
      <Routes>
        <Route path={`${mount}/*`} element={screen} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <AddressShown />
    </StartAt>,
    { namespace: 'invoice-payment', texts, language, store },
  );
}
