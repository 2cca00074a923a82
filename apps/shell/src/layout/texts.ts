/** Texts of the layout: header, navigation, API documentation link (namespace `shell`). */
export const layoutTexts = {
  'zh-cn': {
    'header.toggleNavigation': '展开或收起菜单',
    'nav.label': '主菜单',
    'user.apiDocs': 'API 文档',
    'user.apiDocsNewTab': 'API 文档（在新标签页中打开）',
  },
  'en-us': {
    'header.toggleNavigation': 'Show or hide the menu',
    'nav.label': 'Main menu',
    'user.apiDocs': 'API documentation',
    'user.apiDocsNewTab': 'API documentation (opens in a new tab)',
  },
} as const;
