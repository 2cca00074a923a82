import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * Opens what it wraps at `path`, as a link, a reload or a new tab would (only tests import this
 * file): the test's router starts at `/`.
 */
export function StartAt({ path, children }: { path: string; children: ReactNode }) {
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

/** The address the screen is at, for the test to read (`data-testid="address"`). */
export function AddressShown() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{`${pathname}${search}`}</output>;
}
