/** Texts of the route guard's no-permission page (namespace `shell`). */
export const accessTexts = {
  'zh-cn': {
    'access.title': '没有权限',
    'access.message': '你的账号没有打开“{{screen}}”的权限。',
    'access.askAdmin': '如需使用，请联系管理员为你的账号授权。',
    'access.goTo': '前往“{{screen}}”',
  },
  'en-us': {
    'access.title': 'No permission',
    'access.message': 'Your account is not allowed to open “{{screen}}”.',
    'access.askAdmin': 'If you need it, ask an administrator to give your account access.',
    'access.goTo': 'Go to “{{screen}}”',
  },
} as const;
