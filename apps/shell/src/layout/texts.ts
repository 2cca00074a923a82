/**
 * Texts of the layout: skip link, header, navigation and its groups, API documentation link
 * (namespace `shell`).
 */
export const layoutTexts = {
  'zh-cn': {
    'header.toggleNavigation': '展开或收起菜单',
    'nav.label': '主菜单',
    'nav.group.orders': '订单',
    'nav.group.shippingInvoicing': '发货与开票',
    'nav.group.stockMasterData': '库存与基础数据',
    'nav.group.administration': '系统管理',
    skipToContent: '跳到正文',
    'user.apiDocs': 'API 文档',
    'user.apiDocsNewTab': 'API 文档（在新标签页中打开）',
  },
  'en-us': {
    'header.toggleNavigation': 'Show or hide the menu',
    'nav.label': 'Main menu',
    'nav.group.orders': 'Orders',
    'nav.group.shippingInvoicing': 'Shipping and invoicing',
    'nav.group.stockMasterData': 'Stock and master data',
    'nav.group.administration': 'Administration',
    skipToContent: 'Skip to content',
    'user.apiDocs': 'API documentation',
    'user.apiDocsNewTab': 'API documentation (opens in a new tab)',
  },
} as const;
