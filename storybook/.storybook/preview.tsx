import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/notifications/styles.css';
import { createPreviewAnnotations } from 'msw-storybook-addon/preview';
import type { Preview } from 'storybook-react-rsbuild';
import { configure } from 'storybook/test';
import type { Language } from '@portal/contracts';
import {
  PortalFrame,
  PortalProviders,
  preparePortal,
  registerStoryRemotes,
  startMockApi,
  type PortalLoaded,
  type PortalParameters,
} from '@portal/stories';
import deliveryRemote from '../../apps/delivery/src/contract';
import inventoryRemote from '../../apps/inventory/src/contract';
import invoicePaymentRemote from '../../apps/invoice-payment/src/contract';
import masterDataRemote from '../../apps/master-data/src/contract';
import ordersRemote from '../../apps/orders/src/contract';
import settingsRemote from '../../apps/settings/src/contract';
import { storyLocale } from '../../libs/ui/.storybook/locale';
import { storyViewports } from './viewports';

// A play waits up to 5 s for what it expects (testing-library's default is 1 s): on a busy
// 2-core machine a screen can take longer than that to answer a click, and a slow play is not a
// broken one.
configure({ asyncUtilTimeout: 5_000 });

// Every remote's contract, for the shell's stories: the menu and screens of the signed-in portal.
registerStoryRemotes([
  ordersRemote,
  deliveryRemote,
  invoicePaymentRemote,
  inventoryRemote,
  masterDataRemote,
  settingsRemote,
]);

function portalParameters(
  parameters: Readonly<Record<string, unknown>>,
): PortalParameters | undefined {
  const value = parameters['portal'];
  return typeof value === 'object' && value !== null ? (value as PortalParameters) : undefined;
}

function isLoaded(value: unknown): value is PortalLoaded {
  return typeof value === 'object' && value !== null && 'i18n' in value && 'store' in value;
}

const preview: Preview = {
  // MSW's worker answers the screens' API calls; each story adds its answers in `beforeEach`.
  ...createPreviewAnnotations(startMockApi),
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the texts (the product’s own i18n files)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'zh-cn', right: '中文', title: '简体中文 (zh-cn)' },
          { value: 'en-us', right: 'EN', title: 'English (en-us)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'zh-cn',
    viewport: { value: 'desktop1280', isRotated: false },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    viewport: { options: storyViewports },
  },
  loaders: [
    async (context) => ({
      portal: await preparePortal(
        storyLocale(context.globals) satisfies Language,
        portalParameters(context.parameters) ?? {},
      ),
    }),
  ],
  decorators: [
    (Story, context) => {
      const loaded = context.loaded['portal'];
      if (!isLoaded(loaded)) return <Story />;
      const parameters = portalParameters(context.parameters);
      if (!parameters) {
        return (
          <PortalProviders loaded={loaded}>
            <Story />
          </PortalProviders>
        );
      }
      return (
        <PortalFrame loaded={loaded} parameters={parameters}>
          <Story />
        </PortalFrame>
      );
    },
  ],
};

export default preview;
