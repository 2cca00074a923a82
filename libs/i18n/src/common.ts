/**
 * The `common` namespace: texts every app uses (buttons of spec §2, page states, error pages).
 * Keys are the same in both languages; i18n.test.ts fails when one is missing.
 */
export const common = {
  'zh-cn': {
    siteTitle: 'EDI 供应商门户',
    'language.label': '语言',
    'language.zh-cn': '简体中文',
    'language.en-us': 'English',
    'button.confirm': '确认',
    'button.cancel': '取消',
    'button.delete': '删除',
    'button.save': '保存',
    'button.saveAndClose': '保存并关闭',
    'button.retry': '重试',
    'button.backHome': '返回首页',
    'state.loading': '加载中…',
    'screen.placeholderNote': '此页面正在建设中，功能将在后续版本提供。',
    'remote.loadFailedTitle': '“{{area}}”模块加载失败',
    'remote.loadFailedMessage': '该模块暂时无法访问，其他功能不受影响。请稍后重试，或联系管理员。',
    'remote.screenFailedTitle': '页面出错',
    'remote.screenFailedMessage': '此页面发生错误，其他功能不受影响。请重试。',
    'error.404.title': '页面不存在',
    'error.404.message': '您访问的页面不存在。',
    'error.500.title': '系统错误',
    'error.500.message': '系统发生错误，请稍后重试或联系管理员。',
  },
  'en-us': {
    siteTitle: 'EDI Supplier Portal',
    'language.label': 'Language',
    'language.zh-cn': '简体中文',
    'language.en-us': 'English',
    'button.confirm': 'Confirm',
    'button.cancel': 'Cancel',
    'button.delete': 'Delete',
    'button.save': 'Save',
    'button.saveAndClose': 'Save and close',
    'button.retry': 'Retry',
    'button.backHome': 'Back to home',
    'state.loading': 'Loading…',
    'screen.placeholderNote': 'This screen is being built; its features arrive in a later release.',
    'remote.loadFailedTitle': 'The "{{area}}" module could not be loaded',
    'remote.loadFailedMessage':
      'This module cannot be reached right now; the rest of the portal keeps working. Retry in a moment or contact the administrator.',
    'remote.screenFailedTitle': 'This page failed',
    'remote.screenFailedMessage':
      'Something went wrong on this page; the rest of the portal keeps working. Please retry.',
    'error.404.title': 'Page not found',
    'error.404.message': 'The page you are looking for does not exist.',
    'error.500.title': 'System error',
    'error.500.message': 'A system error occurred. Retry later or contact the administrator.',
  },
} as const satisfies Record<'zh-cn' | 'en-us', Record<string, string>>;
