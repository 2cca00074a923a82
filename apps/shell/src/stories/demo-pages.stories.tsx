import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { storageKeys } from '@portal/contracts';
import { answers, type PortalParameters } from '@portal/stories';
import { demoModeAtom } from '../layout/layout-state';
import { ShellPortal, remotesAnswer, shellStoryTexts, withStore } from './shell-story';

/**
 * `/demo/settlement|report|partner` (spec §2): placeholders of sections to come, in the menu
 * while demo mode is on (user menu).
 */
const portal: PortalParameters = {
  texts: shellStoryTexts,
  path: '/demo/settlement',
  route: '/*',
  fullPage: true,
};

const meta = {
  title: 'Shell/Demo pages',
  component: ShellPortal,
  args: { remotes: 'unreachable' },
  tags: ['screen', 'route:/demo/settlement', 'route:/demo/report', 'route:/demo/partner'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: [
    answers(remotesAnswer),
    withStore((store) => store.set(demoModeAtom, true), [storageKeys.demoMode]),
  ],
} satisfies Meta<typeof ShellPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Settlement: Story = {};

export const Report: Story = {
  parameters: { portal: { ...portal, path: '/demo/report' } },
};

export const Partner: Story = {
  parameters: { portal: { ...portal, path: '/demo/partner' } },
};
