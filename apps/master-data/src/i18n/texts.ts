import type { RemoteTranslations } from '@portal/shell-contract';
import { productTexts } from '../products/texts';
import { optionTexts } from '../options/texts';
import { packageTexts } from '../packages/texts';
import { locationTexts } from '../locations/texts';
import { storeTexts } from '../stores/texts';

/** Texts of the master-data remote (i18n namespace `master-data`), in both languages. */
export const texts = {
  'zh-cn': {
    'product.title': '产品',
    'product.description': '产品及其编号',
    'location.title': '地址',
    'location.description': '收货、发货和收款地址',
    'package.title': '包装',
    'package.description': '包装类型及规格',
    'option.title': '选项',
    'option.description': '选项类型及选项值',
    'store.title': '门店',
    'store.description': '门店和仓库',
    ...productTexts['zh-cn'],
    ...optionTexts['zh-cn'],
    ...packageTexts['zh-cn'],
    ...locationTexts['zh-cn'],
    ...storeTexts['zh-cn'],
  },
  'en-us': {
    'product.title': 'Product',
    'product.description': 'Products and their identifiers',
    'location.title': 'Address',
    'location.description': 'Ship-to, ship-from and remit-to addresses',
    'package.title': 'Package',
    'package.description': 'Package types and their sizes',
    'option.title': 'Option',
    'option.description': 'Option types and their values',
    'store.title': 'Store',
    'store.description': 'Stores and warehouses',
    ...productTexts['en-us'],
    ...optionTexts['en-us'],
    ...packageTexts['en-us'],
    ...locationTexts['en-us'],
    ...storeTexts['en-us'],
  },
} satisfies RemoteTranslations;

export type TextKey = keyof (typeof texts)['en-us'];
