import type { Translations } from '@portal/i18n';
import { accessTexts } from '../access/texts';
import { layoutTexts } from '../layout/texts';
import { sessionTexts } from '../session/texts';

/**
 * The shell's texts (namespace `shell`): the demo sections and the remotes' area names, which
 * several parts use, and each feature's texts.ts (layout; session: sign-in, password, user menu;
 * access: the no-permission page).
 */
export const shellTexts = {
  'zh-cn': {
    'demo.settlement.label': '结算',
    'demo.settlement.description': '结算单据与对账（演示）',
    'demo.report.label': '报表',
    'demo.report.description': '业务报表与分析（演示）',
    'demo.partner.label': '合作伙伴',
    'demo.partner.description': '贸易伙伴与连接（演示）',
    'area.orders': '订单',
    'area.delivery': '发货',
    'area.invoice-payment': '发票与付款',
    'area.inventory': '库存',
    'area.master-data': '基础数据',
    'area.settings': '设置',
    'area.portal': '门户',
    ...sessionTexts['zh-cn'],
    ...layoutTexts['zh-cn'],
    ...accessTexts['zh-cn'],
  },
  'en-us': {
    'demo.settlement.label': 'Settlement',
    'demo.settlement.description': 'Settlement documents and reconciliation (demo)',
    'demo.report.label': 'Report',
    'demo.report.description': 'Business reports and analysis (demo)',
    'demo.partner.label': 'Partner',
    'demo.partner.description': 'Trading partners and connections (demo)',
    'area.orders': 'Orders',
    'area.delivery': 'Delivery',
    'area.invoice-payment': 'Invoices and payments',
    'area.inventory': 'Inventory',
    'area.master-data': 'Master data',
    'area.settings': 'Settings',
    'area.portal': 'Portal',
    ...sessionTexts['en-us'],
    ...layoutTexts['en-us'],
    ...accessTexts['en-us'],
  },
} satisfies Translations;
