import type { ReactElement } from 'react';
import type { Language } from '@portal/contracts';
import { renderInPortal as renderRemote, type PortalRender } from '@portal/testing';
import type { createStore } from 'jotai';
import { texts } from '../i18n/texts';

export type { PortalRender };

/** Renders a part of the settings remote inside the providers the shell gives it. */
export const renderInPortal = (
  ui: ReactElement,
  options: { language?: Language; store?: ReturnType<typeof createStore> } = {},
): Promise<PortalRender> => renderRemote(ui, { namespace: 'settings', texts, ...options });
