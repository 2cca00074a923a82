import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { render, type RenderResult } from '@testing-library/react';
import { portalTheme } from '../theme';

/** Renders inside the portal theme, as the shell does. */
export function renderWithTheme(ui: ReactElement): RenderResult {
  return render(<MantineProvider theme={portalTheme}>{ui}</MantineProvider>);
}
