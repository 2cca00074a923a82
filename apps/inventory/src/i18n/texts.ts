import type { RemoteTranslations } from '@portal/shell-contract';
import { inventoryTexts } from '../inventory/texts';

/**
 * Texts of the inventory remote (i18n namespace `inventory`), in both languages: the screen's
 * title and description, and the inventory feature's texts.ts.
 */
export const texts = {
  'zh-cn': {
    'inventory.title': '库存查询',
    'inventory.description': '按产品和门店查询库存及其日志',
    ...inventoryTexts['zh-cn'],
  },
  'en-us': {
    'inventory.title': 'Inventory Inquiry',
    'inventory.description': 'Stock per product and store, with its log',
    ...inventoryTexts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
