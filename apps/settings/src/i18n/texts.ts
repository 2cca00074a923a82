import type { RemoteTranslations } from '@portal/shell-contract';
import { maintenanceTexts } from '../maintenance/texts';
import { projectTexts } from '../projects/texts';
import { systemSettingTexts } from '../system-settings/texts';
import { userTexts } from '../users/texts';

/**
 * Texts of the settings remote (i18n namespace `settings`), in both languages: the screens' own
 * (titles, tabs) and each feature's texts.ts.
 */
export const texts = {
  'zh-cn': {
    'config.title': '系统配置',
    'config.description': '贸易伙伴项目：连接参数、项目密钥和字段',
    'settings.title': '设置',
    'settings.description': '基础参数、用户管理和系统维护',
    'tabs.system': '系统设置',
    'tabs.users': '用户管理',
    'tabs.maintenance': '系统维护',
    ...projectTexts['zh-cn'],
    ...userTexts['zh-cn'],
    ...systemSettingTexts['zh-cn'],
    ...maintenanceTexts['zh-cn'],
  },
  'en-us': {
    'config.title': 'System Configuration',
    'config.description': 'Trading-partner projects: connection parameters, keys and fields',
    'settings.title': 'Settings',
    'settings.description': 'Basic parameters, user management and system maintenance',
    'tabs.system': 'System settings',
    'tabs.users': 'User management',
    'tabs.maintenance': 'System maintenance',
    ...projectTexts['en-us'],
    ...userTexts['en-us'],
    ...systemSettingTexts['en-us'],
    ...maintenanceTexts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
