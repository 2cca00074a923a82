import type { i18n as I18n } from 'i18next';
import { loadedPortal, storyText } from '@portal/stories';
import {
  type Location,
  type OptionDetail,
  type OptionType,
  type Package,
  type Product,
  type Store,
} from '@portal/contracts';

/**
 * The data the master-data screens' stories answer with: realistic records of a supplier of
 * ACME Retail, in Chinese and English, dated 2026. Only the stories import this file.
 */

const created = '2026-03-02T01:15:00.000Z';
const updated = '2026-11-18T06:42:00.000Z';

/** A page as the master-data page calls send it. */
export { pageOf } from '@portal/stories';

/** A repeated phrase, for the long-text stories (cut to `max` characters, a field's limit). */
export const long = (text: string, max: number) =>
  text.repeat(Math.ceil(max / text.length)).slice(0, max);

// --- option values every dropdown reads -------------------------------------------------------

const optionValue = (
  id: number,
  optionTypeKey: string,
  value: string,
  name: string,
  overrides: Partial<OptionDetail> = {},
): OptionDetail => ({
  id,
  optionTypeId: optionTypeIds[optionTypeKey] ?? 1,
  optionTypeKey,
  name,
  value,
  active: true,
  sort: id % 10,
  description: '',
  createdAt: created,
  updatedAt: updated,
  ...overrides,
});

const optionTypeIds: Readonly<Record<string, number>> = {
  unit: 1,
  weight_unit: 2,
  dimension_unit: 3,
  package_type: 4,
  agency_code: 5,
  location_type: 6,
};

/** The values of each built-in option type (BX is disabled: no dropdown offers it). */
export const optionValues: Readonly<Record<string, readonly OptionDetail[]>> = {
  unit: [
    optionValue(11, 'unit', 'EA', '个 Each'),
    optionValue(12, 'unit', 'CS', '箱 Case'),
    optionValue(13, 'unit', 'PK', '包 Pack'),
    optionValue(14, 'unit', 'BX', '盒 Box', { active: false, description: '已停用 Retired 2026' }),
  ],
  weight_unit: [
    optionValue(21, 'weight_unit', 'KG', '千克 Kilogram'),
    optionValue(22, 'weight_unit', 'LB', '磅 Pound'),
  ],
  dimension_unit: [
    optionValue(31, 'dimension_unit', 'CM', '厘米 Centimetre'),
    optionValue(32, 'dimension_unit', 'IN', '英寸 Inch'),
  ],
  package_type: [
    optionValue(41, 'package_type', 'PLT', '托盘 Pallet'),
    optionValue(42, 'package_type', 'CTN', '纸箱 Carton'),
    optionValue(43, 'package_type', 'BAG', '袋 Bag'),
  ],
  agency_code: [
    optionValue(51, 'agency_code', 'UL', 'GLN (GS1)'),
    optionValue(52, 'agency_code', '1', 'DUNS'),
    optionValue(53, 'agency_code', '92', '买方编码 Buyer assigned'),
  ],
  location_type: [
    optionValue(61, 'location_type', 'ST', '收货地址 Ship to'),
    optionValue(62, 'location_type', 'SF', '发货地址 Ship from'),
    optionValue(63, 'location_type', 'RI', '收款地址 Remit to'),
  ],
};

/** GET /optionDetail/list?typeKey=…: the values of the type asked for. */
export const optionValuesOf = ({ query }: { readonly query: URLSearchParams }): OptionDetail[] => [
  ...(optionValues[query.get('typeKey') ?? ''] ?? []),
];

// --- products ------------------------------------------------------------------------------------

const productNames: readonly (readonly [string, string])[] = [
  ['不锈钢保温杯 500ml', 'Stainless steel tumbler 500 ml'],
  ['竹纤维餐盘（4件套）', 'Bamboo fibre plate set of 4'],
  ['陶瓷马克杯 350ml', 'Ceramic mug 350 ml'],
  ['玻璃密封罐 1L', 'Glass storage jar 1 L'],
  ['硅胶烘焙垫', 'Silicone baking mat'],
  ['不粘煎锅 28cm', 'Non-stick frying pan 28 cm'],
  ['橡木砧板', 'Oak cutting board'],
  ['便携餐具套装', 'Travel cutlery set'],
  ['电热水壶 1.7L', 'Electric kettle 1.7 L'],
  ['保鲜盒三件套', 'Food container set of 3'],
];

/** A product of ACME Retail; `index` picks its name and numbers. */
export function product(index: number, overrides: Partial<Product> = {}): Product {
  const [zh, en] = productNames[index % productNames.length] ?? ['产品', 'Product'];
  const number = 100245 + index;
  return {
    id: 1001 + index,
    projectKey: 'ACME',
    vendorNumber: `P-${number}`,
    name: `${zh} ${en}`,
    description: index % 3 === 0 ? '出口型号，符合 FDA 标准 Export model, FDA compliant' : '',
    color: ['银色 Silver', '白色 White', '黑色 Black'][index % 3] ?? '',
    size: ['S', 'M', 'L'][index % 3] ?? '',
    weight: index % 4 === 3 ? null : Math.round((0.35 + index * 0.05) * 100) / 100,
    unitWeightBasis: 'KG',
    customerItemNumber: `ACME-${880100 + index}`,
    skuNumber: `SKU-${number}`,
    upcNumber: `006141410${String(10012 + index * 7).padStart(5, '0')}`,
    unit: index % 2 === 0 ? 'EA' : 'CS',
    nextAvailableDate:
      index % 4 === 3 ? null : `2026-12-${String(1 + (index % 28)).padStart(2, '0')}`,
    nextAvailableQuantity: index % 4 === 3 ? null : 120 * (index + 1),
    createdAt: created,
    updatedAt: updated,
    ...overrides,
  };
}

export const products: readonly Product[] = Array.from({ length: 10 }, (_, index) =>
  product(index),
);

export const longProduct = product(0, {
  vendorNumber: 'P-1002459999999999999999999999999',
  name: long(
    '超长名称的不锈钢双层真空保温杯（户外露营专用） Extra long double-walled vacuum tumbler for outdoor camping ',
    128,
  ),
  description: long(
    '出口欧盟与北美市场的型号，包装内附多语言说明书 Export model with a multilingual leaflet ',
    128,
  ),
  color: long('香槟金色 Champagne gold ', 32),
  customerItemNumber: 'ACME-88010000000000000000000000',
});

// --- packages ------------------------------------------------------------------------------------

const packageKinds: readonly (readonly [string, string, number, number, number, number])[] = [
  ['PLT', '标准木托盘 Standard wooden pallet', 120, 100, 15, 25],
  ['CTN', '五层瓦楞纸箱 5-ply carton', 60, 40, 40, 1.2],
  ['CTN', '内盒 Inner carton', 30, 20, 20, 0.4],
  ['BAG', '编织袋 Woven bag', 90, 60, 0, 0.3],
  ['PLT', '塑料托盘 Plastic pallet', 120, 80, 14, 18],
];

export function packageRecord(index: number, overrides: Partial<Package> = {}): Package {
  const [type, name, length, width, height, weight] = packageKinds[index % packageKinds.length] ?? [
    'CTN',
    '纸箱 Carton',
    60,
    40,
    40,
    1,
  ];
  return {
    id: 2001 + index,
    projectKey: 'ACME',
    type,
    name: index < packageKinds.length ? name : `${name} #${index + 1}`,
    agencyCode: index % 2 === 0 ? 'UL' : '',
    length,
    width,
    height: height === 0 ? null : height,
    dimensionUnit: 'CM',
    weight,
    weightUnit: 'KG',
    createdAt: created,
    updatedAt: updated,
    ...overrides,
  };
}

export const packages: readonly Package[] = Array.from({ length: 5 }, (_, index) =>
  packageRecord(index),
);

// --- locations -----------------------------------------------------------------------------------

export const locations: readonly Location[] = [
  {
    id: 3001,
    type: 'ST',
    name: 'ACME 上海嘉定配送中心',
    partyName: 'ACME Retail Shanghai DC',
    partyId: '0614141000012',
    agencyCode: 'UL',
    address: '嘉定区叶城路 1288 号',
    street: '3 号仓库 Warehouse 3',
    city: '上海 Shanghai',
    stateCode: 'SH',
    postcode: '201821',
    countryCode: 'CN',
    createdAt: created,
    updatedAt: updated,
  },
  {
    id: 3002,
    type: 'ST',
    name: 'ACME Dallas Distribution Center',
    partyName: 'ACME Retail Inc.',
    partyId: '0614141000029',
    agencyCode: 'UL',
    address: '4500 Distribution Way',
    street: 'Dock 12',
    city: 'Dallas',
    stateCode: 'TX',
    postcode: '75241',
    countryCode: 'US',
    createdAt: created,
    updatedAt: updated,
  },
  {
    id: 3003,
    type: 'SF',
    name: '宁波工厂 Ningbo factory',
    partyName: '宁波恒达家居用品有限公司',
    partyId: '123456789',
    agencyCode: '1',
    address: '北仑区新碶街道明州路 88 号',
    street: '',
    city: '宁波 Ningbo',
    stateCode: 'ZJ',
    postcode: '315800',
    countryCode: 'CN',
    createdAt: created,
    updatedAt: updated,
  },
  {
    id: 3004,
    type: 'RI',
    name: '收款账户 Remittance office',
    partyName: 'Hengda Housewares Co., Ltd.',
    partyId: 'V-20017',
    agencyCode: '92',
    address: '香港九龙尖沙咀广东道 30 号',
    street: '新港中心 1 座 1208 室',
    city: '香港 Hong Kong',
    stateCode: '',
    postcode: '',
    countryCode: 'HK',
    createdAt: created,
    updatedAt: updated,
  },
];

export function location(index: number): Location {
  const base = locations[index % locations.length] ?? locations[0];
  if (base === undefined) throw new Error('no location fixture');
  return { ...base, id: 3001 + index, name: `${base.name} ${index + 1}` };
}

// --- stores --------------------------------------------------------------------------------------

const cities: readonly (readonly [string, string, string])[] = [
  ['上海 Shanghai', 'SH', '200001'],
  ['北京 Beijing', 'BJ', '100004'],
  ['Dallas', 'TX', '75201'],
  ['广州 Guangzhou', 'GD', '510030'],
  ['Chicago', 'IL', '60601'],
];

export function store(index: number, overrides: Partial<Store> = {}): Store {
  const [city, state, zip] = cities[index % cities.length] ?? ['上海 Shanghai', 'SH', '200001'];
  return {
    id: 4001 + index,
    storeCode: `ST${String(1201 + index).padStart(5, '0')}`,
    name:
      index % 2 === 0
        ? `ACME 超市 ${city.split(' ')[0] ?? ''}店 #${index + 1}`
        : `ACME Store ${city} #${index + 1}`,
    city,
    state,
    zip,
    createdAt: created,
    updatedAt: updated,
    ...overrides,
  };
}

export const stores: readonly Store[] = Array.from({ length: 8 }, (_, index) => store(index));

// --- option types --------------------------------------------------------------------------------

const typeNames: Readonly<Record<string, string>> = {
  unit: 'Unit of measure',
  weight_unit: 'Weight unit',
  dimension_unit: 'Dimension unit',
  package_type: 'Package type',
  agency_code: 'Agency code',
  location_type: 'Location type',
};

export const optionTypes: readonly OptionType[] = Object.entries(typeNames).map(([key, name]) => {
  const values = optionValues[key] ?? [];
  return {
    id: optionTypeIds[key] ?? 1,
    name,
    key,
    detailCount: values.length,
    activeCount: values.filter((value) => value.active).length,
    createdAt: created,
    updatedAt: updated,
  };
});

// --- play functions ------------------------------------------------------------------------------

/** The story's own i18n (the toolbar's language), so a play function finds the texts shown. */
export const storyI18n = (loaded: Readonly<Record<string, unknown>>): I18n =>
  loadedPortal(loaded).i18n;

/** The texts of the master-data remote in the story's language. */
export const masterDataTexts = (loaded: Readonly<Record<string, unknown>>) =>
  storyText(loaded, 'master-data');
