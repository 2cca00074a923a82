import type { RemoteTranslations } from '@portal/shell-contract';

/** Texts of the settings remote (i18n namespace `settings`), in both languages. */
export const texts = {
  'zh-cn': {
    'config.title': '系统配置',
    'config.description': '贸易伙伴项目：连接参数、项目密钥和字段',
    'settings.title': '设置',
    'settings.description': '基础参数和用户管理',
  },
  'en-us': {
    'config.title': 'System Configuration',
    'config.description': 'Trading-partner projects: connection parameters, keys and fields',
    'settings.title': 'Settings',
    'settings.description': 'Basic parameters and user management',
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
