import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { RESET } from 'jotai/utils';
import { tokenAtom } from '@portal/auth';
import type { PortalParameters } from '@portal/stories';
import { ShellPortal, shellStoryTexts, withStore } from './shell-story';

/** `/error` (spec §2): the 404 text, or the 500 text with `?code=500`. */
const portal: PortalParameters = {
  texts: shellStoryTexts,
  path: '/error',
  route: '/*',
  signedOut: true,
  fullPage: true,
};

const meta = {
  title: 'Shell/Error page',
  component: ShellPortal,
  args: { remotes: 'unreachable' },
  tags: ['screen', 'route:/error'],
  parameters: { layout: 'fullscreen', portal },
  beforeEach: withStore((store) => store.set(tokenAtom, RESET)),
} satisfies Meta<typeof ShellPortal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 404: the page does not exist. */
export const NotFound: Story = {};

/** 500: the server failed. */
export const ServerError: Story = {
  parameters: { portal: { ...portal, path: '/error?code=500' } },
};

/** An address the portal does not know lands on the 404 page. */
export const UnknownAddress: Story = {
  parameters: { portal: { ...portal, path: '/no-such-page' } },
};
