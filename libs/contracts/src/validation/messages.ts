import type { Language } from '../error-codes';

/**
 * The messages of spec §5's rules and the tokens that stand for them. Every issue the rules raise
 * carries a token (`validation.<key>`) as its message instead of a sentence: the server maps the
 * token to an error code, the client translates it with `validationMessage`.
 */
export const validationMessages = {
  required: { 'zh-cn': '该字段不能为空', 'en-us': 'This field cannot be empty' },
  id: {
    'zh-cn': '只能包含字母、数字、连字符和下划线',
    'en-us': 'Only letters, digits, hyphens and underscores are allowed',
  },
  email: { 'zh-cn': '邮箱格式不正确', 'en-us': 'Email format is incorrect' },
  phone: {
    'zh-cn': '请输入有效的11位手机号码',
    'en-us': 'Please enter a valid 11-digit mobile phone number',
  },
  number: { 'zh-cn': '请输入有效的数字', 'en-us': 'Please enter a valid number' },
  quantity: { 'zh-cn': '值必须大于0', 'en-us': 'Value must be greater than 0' },
  integer: { 'zh-cn': '值必须大于0', 'en-us': 'Value must be greater than 0' },
  chars: {
    'zh-cn': '只能包含字母、数字和连字符',
    'en-us': 'Only letters, digits and hyphens are allowed',
  },
  maxLength: { 'zh-cn': '最多{0}个字符', 'en-us': 'Max {0} characters' },
  password: {
    'zh-cn': '密码须为6到20位非空白字符',
    'en-us': 'The password must be 6 to 20 characters without spaces',
  },
  passwordHash: {
    'zh-cn': '密码数据无效，请刷新后重试',
    'en-us': 'Invalid password data, please refresh and retry',
  },
  passwordSameAsOld: {
    'zh-cn': '新密码不能与旧密码相同',
    'en-us': 'The new password must be different from the old password',
  },
  passwordMismatch: {
    'zh-cn': '两次输入的密码不一致',
    'en-us': 'The two passwords do not match',
  },
  dateRequired: {
    'zh-cn': '开始时间和结束时间不能为空',
    'en-us': 'Start time and end time cannot be empty',
  },
  endBeforeStart: {
    'zh-cn': '结束时间不能早于开始时间',
    'en-us': 'The end time cannot be earlier than the start time',
  },
  countryCode: {
    'zh-cn': '请输入两位大写字母的国家或地区代码，如 CN、US、HK',
    'en-us': 'Enter a two-letter uppercase country or region code, such as CN, US or HK',
  },
  invalid: { 'zh-cn': '信息输入错误', 'en-us': 'Information input error' },
  controlCharacters: {
    'zh-cn': '不能包含控制字符或无效字符',
    'en-us': 'Control characters and broken characters are not allowed',
  },
  singleLine: {
    'zh-cn': '须为一行文字，不能包含换行或制表符',
    'en-us': 'Must be one line, without line breaks or tabs',
  },
  directoryOverlap: {
    'zh-cn': '各目录须互不相同、互不包含，且不能是 processed 或 error',
    'en-us':
      'Each directory must be its own: not the same as, inside or around another, nor processed or error',
  },
  duplicate: {
    'zh-cn': '与文件中前面的行重复',
    'en-us': 'Repeats an earlier row of the file',
  },
  notFound: { 'zh-cn': '不存在或已被删除', 'en-us': 'Does not exist or has been deleted' },
  belowReserved: {
    'zh-cn': '少于已接订单预留的数量',
    'en-us': 'Less than the quantity reserved by accepted orders',
  },
  notRoutable: {
    'zh-cn': '订单当前状态不能填写发运信息：须为已接单、已上传发运信息或已生成标签，且尚未发货',
    'en-us':
      'The order cannot take routing in its status: it must be accepted, routed or labelled, and not yet shipped',
  },
} as const satisfies Record<string, Record<Language, string>>;

export type ValidationMessageKey = keyof typeof validationMessages;

/** The message a zod issue of these rules carries: `validation.<key>`. */
export type ValidationToken = `validation.${ValidationMessageKey}`;

const tokenPrefix = 'validation.';

/** The token of a message key, e.g. `validation.required`. */
export const validationToken = (key: ValidationMessageKey): ValidationToken => `validation.${key}`;

/** The message key of a token, or undefined when the message is not a token of these rules. */
export function parseValidationToken(message: string): ValidationMessageKey | undefined {
  if (!message.startsWith(tokenPrefix)) return undefined;
  const key = message.slice(tokenPrefix.length);
  return Object.hasOwn(validationMessages, key) ? (key as ValidationMessageKey) : undefined;
}

/** The text of a message key in a language; `{0}` is filled from `maximum` when given. */
export function validationMessage(
  key: ValidationMessageKey,
  language: Language,
  params?: { maximum?: number | bigint },
): string {
  const text: string = validationMessages[key][language];
  const maximum = params?.maximum;
  return maximum === undefined ? text : text.replaceAll('{0}', String(maximum));
}

/** The maximum lengths of spec §5. */
export type MaxLength = 32 | 128;
