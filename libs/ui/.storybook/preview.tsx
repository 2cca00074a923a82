import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { useEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import type { Preview } from 'storybook-react-rsbuild';
import { PortalStyles } from '../src/portal-styles';
import { portalCssVariables, portalThemeWith } from '../src/theme';
import { defaultStoryLocale, storyLocale, type StoryLocale } from './locale';

/** Keeps `<html lang>` in step with the toolbar, so CJK text gets the right font fallback. */
function DocumentLanguage({ locale, children }: { locale: StoryLocale; children: ReactNode }) {
  useEffect(() => {
    document.documentElement.lang = locale === 'zh-cn' ? 'zh-CN' : 'en-US';
  }, [locale]);
  return children;
}

/** The name of Mantine's close buttons, as the shell gives it in each language. */
const closeLabels: Record<StoryLocale, string> = { 'zh-cn': '关闭', 'en-us': 'Close' };
const themes = {
  'zh-cn': portalThemeWith({ close: closeLabels['zh-cn'] }),
  'en-us': portalThemeWith({ close: closeLabels['en-us'] }),
} satisfies Record<StoryLocale, ReturnType<typeof portalThemeWith>>;

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language of the story texts',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-cn', right: '中文', title: '简体中文 (zh-cn)' },
          { value: 'en-us', right: 'EN', title: 'English (en-us)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: defaultStoryLocale },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
  decorators: [
    (Story, context) => (
      <MantineProvider
        theme={themes[storyLocale(context.globals)]}
        cssVariablesResolver={portalCssVariables}
      >
        <PortalStyles />
        <DocumentLanguage locale={storyLocale(context.globals)}>
          <Story />
        </DocumentLanguage>
      </MantineProvider>
    ),
  ],
};

export default preview;
