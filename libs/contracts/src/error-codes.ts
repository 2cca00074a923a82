import { requestFieldLabel } from './request-field-labels';

/**
 * The error catalogue of spec §8 as codes (decisions.md §5): 1xxx session and permission,
 * 2xxx validation, 3xxx not found, 4xxx business rule, 5xxx system. Each code has one HTTP status
 * and one message per language. `{field}` names the field that failed, in words (the request's
 * field name goes through `requestFieldLabel`); `{value}` quotes what the server found as it is
 * (a line number, an invoice number, the checks that failed).
 */

export type Language = 'zh-cn' | 'en-us';
export const languages: readonly Language[] = ['zh-cn', 'en-us'];
export const defaultLanguage: Language = 'zh-cn';

interface CatalogueEntry {
  readonly code: string;
  readonly http: number;
  readonly message: Readonly<Record<Language, string>>;
}

const entry = (code: string, http: number, en: string, zh: string): CatalogueEntry => ({
  code,
  http,
  message: { 'en-us': en, 'zh-cn': zh },
});

export const errorCatalogue = {
  SESSION_INVALID: entry(
    '1001',
    401,
    'Parameter error or session invalid, please refresh or log in again',
    '参数错误或会话无效，请刷新或重新登录',
  ),
  LOGIN_EXPIRED: entry(
    '1002',
    401,
    'Login expired or session invalid, please log in again',
    '登录已过期或会话无效，请重新登录',
  ),
  NO_PERMISSION: entry('1003', 403, 'You do not have operation permission', '您没有操作权限'),
  ACCOUNT_OR_PASSWORD_WRONG: entry('1004', 401, 'Account or password is wrong', '账号或密码错误'),
  ACCOUNT_OR_OLD_PASSWORD_WRONG: entry(
    '1005',
    401,
    'Account or old password is wrong',
    '账号或旧密码错误',
  ),
  ACCOUNT_LOCKED: entry(
    '1006',
    403,
    'Too many failed sign-ins: the account is locked, try again later',
    '登录失败次数过多，账号已锁定，请稍后再试',
  ),
  CAPTCHA_WRONG: entry(
    '1007',
    401,
    'The captcha is wrong or expired, please try a new one',
    '验证码错误或已过期，请换一张重试',
  ),
  PASSWORD_CHANGE_REQUIRED: entry(
    '1008',
    403,
    'Please change your initial password first',
    '请先修改初始密码',
  ),
  ACCOUNT_DEACTIVATED: entry('1009', 403, 'This account is deactivated', '该账号已停用'),
  FEATURE_DISABLED: entry(
    '1010',
    403,
    'Registration and password reset are switched off',
    '注册和找回密码功能已关闭',
  ),
  TOO_MANY_REQUESTS: entry(
    '1011',
    429,
    'Too many requests, please wait a moment',
    '请求过于频繁，请稍后再试',
  ),

  API_KEY_INVALID: entry(
    '1012',
    401,
    'The project or its API key is not valid',
    '项目或API密钥无效',
  ),
  VALIDATION_FAILED: entry(
    '2001',
    422,
    'Parameter validation failed, please check the parameters',
    '参数校验失败，请检查参数',
  ),
  JSON_INVALID: entry('2002', 400, 'Please check the JSON format', '请检查JSON格式'),
  REQUEST_DATA_ERROR: entry(
    '2003',
    400,
    'Request data error, please refresh and retry',
    '请求数据错误，请刷新后重试',
  ),
  FIELD_REQUIRED: entry('2004', 422, '{field} is required', '{field}不能为空'),
  FIELD_INVALID: entry('2005', 422, '{field} information input error', '{field}信息输入错误'),
  EMAIL_INVALID: entry('2006', 422, 'Email format is incorrect', '邮箱格式不正确'),
  PHONE_INVALID: entry('2007', 422, 'Phone format is incorrect', '手机号格式不正确'),
  // Raised by the browser (the order lookup's empty number), never by the server.
  ORDER_NUMBER_REQUIRED: entry('2008', 422, 'Please enter the order number', '请输入订单号'),
  // used by ship notices (issue 18): spec §5's package parameter checks before sending.
  PACKAGE_PARAMETERS_INVALID: entry(
    '2009',
    422,
    'Package parameter verification failed',
    '包装参数校验失败',
  ),
  // used by ship notices (issue 18): a carton or item without its parent package.
  PACKAGE_OR_ITEM_INVALID: entry(
    '2010',
    422,
    'Package or line item verification failed',
    '包装或行项目校验失败',
  ),
  EXPORT_SELECTION_REQUIRED: entry(
    '2011',
    422,
    'Please select the data to export',
    '请选择要导出的数据',
  ),
  INVENTORY_SELECTION_REQUIRED: entry(
    '2012',
    422,
    'Please select an inventory record',
    '请选择库存记录',
  ),
  IMPORT_EMPTY: entry('2013', 422, 'Import data cannot be empty', '导入数据不能为空'),
  IMPORT_ROWS_INVALID: entry(
    '2014',
    422,
    'Some rows of the file are wrong, nothing was imported: correct the rows listed and import again',
    '文件中有错误的行，未导入任何数据：请修改所列的行后重新导入',
  ),
  IMPORT_FILE_INVALID: entry(
    '2015',
    422,
    'The file is not an Excel workbook made from the import template',
    '该文件不是按导入模板填写的Excel工作簿',
  ),
  // What HTTP itself refuses (Fastify or Node, before any route): each with its own status.
  REQUEST_TOO_LARGE: entry('2016', 413, 'The request body is too large', '请求内容过大'),
  URL_TOO_LONG: entry('2017', 414, 'The request address is too long', '请求地址过长'),
  HEADERS_TOO_LARGE: entry(
    '2018',
    431,
    'The request headers or address are too large',
    '请求头或请求地址过大',
  ),
  CONTENT_TYPE_UNSUPPORTED: entry(
    '2019',
    415,
    'The content type of the request is not supported',
    '不支持该请求的内容类型',
  ),
  REQUEST_TIMEOUT: entry(
    '2020',
    408,
    'The request did not arrive in time, please retry',
    '请求超时，请重试',
  ),
  IMPORT_TOO_LARGE: entry(
    '2021',
    422,
    'The workbook is too large to import: at most 10,000 rows and 256 columns, and at most 32 MB of sheet content once unzipped',
    '工作簿过大，无法导入：最多10,000行、256列，解压后的表格内容不超过32 MB',
  ),
  // Export and inventory report of "all rows matching the filter" (issue 20): maxExportRows.
  EXPORT_TOO_MANY_ROWS: entry(
    '2022',
    422,
    'More than 10,000 rows match the filter: narrow the filter and try again',
    '符合筛选条件的数据超过10,000行，请缩小筛选范围后重试',
  ),

  NOT_FOUND: entry(
    '3001',
    404,
    'The ID, key or user ID does not exist or has been deleted',
    'ID、密钥或用户ID不存在或已被删除',
  ),
  ORDER_NOT_FOUND: entry(
    '3002',
    404,
    'Order information not found or request failed, please refresh and retry',
    '未找到订单信息或请求失败，请刷新后重试',
  ),
  // used by invoices (issue 19): an invoice's detail on /space/invoice.
  INVOICE_NOT_FOUND: entry(
    '3003',
    404,
    'Invoice information not found or request failed, please refresh and retry',
    '未找到发票信息或请求失败，请刷新后重试',
  ),
  INVENTORY_NOT_FOUND: entry(
    '3004',
    404,
    'Inventory information not found or request failed, please refresh and retry',
    '未找到库存信息或请求失败，请刷新后重试',
  ),
  PRODUCT_NOT_FOUND: entry(
    '3005',
    404,
    'Product information not found or request failed, please refresh and retry',
    '未找到产品信息或请求失败，请刷新后重试',
  ),
  // Fulfilment: a packing-plan or ship-confirmation line the order lacks.
  ORDER_LINE_NOT_FOUND: entry(
    '3006',
    404,
    'The order line item does not exist or has been deleted',
    '订单行项目不存在或已被删除',
  ),
  // used by ship notices (issue 18): a delivery's detail (/delivery/infoById) that is gone.
  DETAIL_FETCH_FAILED: entry('3007', 404, 'Failed to fetch the details', '获取详情失败'),
  FILE_NOT_FOUND: entry('3008', 404, 'The file does not exist', '文件不存在'),
  // used by ship notices (issue 18): a report file of /space/delivery/file deleted or expired.
  REPORT_DOWNLOAD_FAILED: entry(
    '3009',
    404,
    'Report download failed: it may have been deleted or expired',
    '报告下载失败，可能已被删除或过期',
  ),
  API_NOT_FOUND: entry(
    '3010',
    404,
    'The request could not be connected: no such API',
    '请求无法连接：接口不存在',
  ),
  // Payments (docs/payments.md): a payment order's detail that is gone.
  PAYMENT_NOT_FOUND: entry(
    '3012',
    404,
    'Payment order not found or request failed, please refresh and retry',
    '未找到付款单或请求失败，请刷新后重试',
  ),
  // An order export job (docs/exports.md): another user's job is "not found" too.
  EXPORT_NOT_FOUND: entry(
    '3013',
    404,
    'The export does not exist or has expired, please export again',
    '导出任务不存在或已过期，请重新导出',
  ),

  INVALID_STATUS: entry('4001', 409, 'Invalid status for this operation', '当前状态不允许此操作'),
  INSUFFICIENT_INVENTORY: entry(
    '4002',
    409,
    'Insufficient inventory: restock, then accept again',
    '库存不足，请补充库存后重新接单',
  ),
  CANCEL_ORDER_FAILED: entry('4003', 409, 'Cancel order failed', '取消订单失败'),
  ALREADY_INITIALIZED: entry(
    '4004',
    409,
    'The system is already initialised, please log in',
    '系统已初始化，请登录',
  ),
  ALREADY_EXISTS: entry('4005', 409, 'The record already exists', '记录已存在'),
  SELF_OPERATION_FORBIDDEN: entry(
    '4006',
    409,
    'You cannot do this to your own account',
    '不能对自己的账号执行此操作',
  ),
  // 4007–4009 (user activate, deactivate, authorise failed) were removed: nothing raised them and
  // no planned issue will. A number never takes another meaning, so they stay unused.
  ENABLE_FAILED: entry('4010', 409, 'Failed to enable', '启用失败'),
  DISABLE_FAILED: entry('4011', 409, 'Failed to disable', '禁用失败'),
  // used by ship notices (issue 18): saving a delivery (/delivery/save…).
  SHIPPING_SAVE_FAILED: entry(
    '4012',
    409,
    'Failed to save the shipping information',
    '保存发货信息失败',
  ),
  // used by invoices (issue 19): saving an invoice before it is sent.
  INVOICE_SAVE_FAILED: entry(
    '4013',
    409,
    'Failed to save the invoice information',
    '保存发票信息失败',
  ),
  INVENTORY_IMPORT_FAILED: entry(
    '4014',
    409,
    'Inventory import failed, please check the file format or content',
    '库存导入失败，请检查文件格式或内容',
  ),
  INVENTORY_REPORT_FAILED: entry(
    '4015',
    409,
    'Failed to send the inventory report, please refresh and retry',
    '库存报告发送失败，请刷新后重试',
  ),
  FILE_UPLOAD_FAILED: entry(
    '4016',
    409,
    'File upload failed: send one file of at most 10 MB',
    '文件上传失败：请上传一个不超过10 MB的文件',
  ),
  PROJECT_IN_USE: entry(
    '4017',
    409,
    'The project has EDI interchanges or messages and cannot be deleted',
    '该项目已有EDI交换或报文，不能删除',
  ),
  RECORD_IN_USE: entry(
    '4018',
    409,
    'The record is in use by other data and cannot be deleted',
    '该记录正被其他数据使用，不能删除',
  ),
  INVENTORY_RESERVED: entry(
    '4019',
    409,
    'Part of this stock is reserved by accepted orders and cannot be removed',
    '该库存部分已被已接订单预留，不能删除',
  ),
  ORDER_DELETE_NOT_ALLOWED: entry(
    '4020',
    409,
    'This project does not allow deleting orders',
    '该项目不允许删除订单',
  ),
  IMPORT_BUSY: entry(
    '4021',
    429,
    'Other imports are running, please try again in a moment',
    '其他导入正在进行，请稍后再试',
  ),
  // Fulfilment (docs/fulfilment.md): SSCC labels and the packing plan.
  GS1_PREFIX_MISSING: entry(
    '4022',
    409,
    'Labels need the project’s GS1 company prefix: set it in project configuration first',
    '打印标签需要项目的GS1厂商识别代码：请先在项目配置中设置',
  ),
  SSCC_RANGE_EXHAUSTED: entry(
    '4023',
    409,
    'The SSCC serial numbers of this GS1 company prefix are used up: configure a new prefix',
    '该GS1厂商识别代码的SSCC序列号已用完：请配置新的厂商识别代码',
  ),
  OVER_SHIPMENT_REFUSED: entry(
    '4024',
    409,
    'This project does not allow shipping more than was ordered: {value}',
    '该项目不允许发货数量超过订购数量：{value}',
  ),
  PLAN_CHANGED: entry(
    '4026',
    409,
    'The packing plan was changed by someone else meanwhile: reload it, then save your changes again',
    '装箱方案已被他人修改：请重新加载后再保存您的修改',
  ),
  PACKED_QUANTITY_MISMATCH: entry(
    '4025',
    409,
    'The packed quantities do not add up to what ships: {value}',
    '装箱数量与发货数量不一致：{value}',
  ),
  // Ship notices (docs/ship-notices.md): the checks before sending found what must be fixed.
  SHIP_NOTICE_CHECKS_FAILED: entry(
    '4027',
    409,
    'The ship notice cannot be sent yet: {value}',
    '发货通知还不能发送：{value}',
  ),
  DELIVERY_ALREADY_SENT: entry(
    '4028',
    409,
    'This ship notice was sent and can no longer be changed or deleted: copy it to correct it',
    '该发货通知已发送，不能再修改或删除：请复制后更正',
  ),
  SHIP_NOTICES_OFF: entry(
    '4029',
    409,
    'This project does not send ship notices (switch "send ship notice" is off)',
    '该项目未开启发送发货通知',
  ),
  NOTICE_CHANGED: entry(
    '4030',
    409,
    'The ship notice was changed by someone else meanwhile: reload it, then save your changes again',
    '发货通知已被他人修改：请重新加载后再保存您的修改',
  ),
  // Invoices (docs/invoices.md): the checks before sending found what must be fixed.
  INVOICE_CHECKS_FAILED: entry(
    '4031',
    409,
    'The invoice cannot be sent yet: {value}',
    '发票还不能发送：{value}',
  ),
  INVOICE_ALREADY_SENT: entry(
    '4032',
    409,
    'This invoice was sent and can no longer be changed or deleted: write a credit memo to correct it',
    '该发票已发送，不能再修改或删除：请开具贷项通知单更正',
  ),
  INVOICES_OFF: entry(
    '4033',
    409,
    'This project does not send invoices (switch "send invoice" is off)',
    '该项目未开启发送发票',
  ),
  INVOICE_CHANGED: entry(
    '4034',
    409,
    'The invoice was changed by someone else meanwhile: reload it, then save your changes again',
    '发票已被他人修改：请重新加载后再保存您的修改',
  ),
  INVOICE_NUMBER_TAKEN: entry(
    '4035',
    409,
    'Invoice number {value} is already used in this project: choose another',
    '发票号 {value} 在本项目中已被使用，请换一个',
  ),
  // Payments (docs/payments.md): a hand match of a line already matched, or to an unsent invoice.
  PAYMENT_ALREADY_MATCHED: entry(
    '4036',
    409,
    'This payment line is already matched to an invoice',
    '该付款明细已匹配发票',
  ),
  PAYMENT_CURRENCY_MISMATCH: entry(
    '4037',
    409,
    'The payment is in another currency than the invoice: choose an invoice in the payment’s currency',
    '付款币种与发票币种不同，请选择与付款币种相同的发票',
  ),
  // Orders (issue 20): the "open order" lookup without a project finds the number in several.
  ORDER_NUMBER_IN_SEVERAL_PROJECTS: entry(
    '4038',
    409,
    'Orders of several projects have this number: choose the project',
    '多个项目的订单使用此单号，请选择项目',
  ),
  EXPORT_NOT_READY: entry(
    '4039',
    409,
    'The export is not finished: download it when it is done',
    '导出尚未完成，请在完成后下载',
  ),
  EXPORT_BUSY: entry(
    '4040',
    409,
    'Another export of yours is running: wait for it to finish or cancel it',
    '您的另一个导出正在进行，请等待完成或取消后重试',
  ),

  OPERATION_FAILED: entry(
    '5001',
    500,
    'Operation failed, please retry later or contact the administrator',
    '操作失败，请稍后重试或联系管理员',
  ),
  PROCESSING_FAILED: entry(
    '5002',
    500,
    'Processing failed, please follow the prompt or contact the administrator',
    '处理失败，请按提示操作或联系管理员',
  ),
  INITIALIZATION_FAILED: entry(
    '5003',
    500,
    'Initialisation failed, please check the installation and configuration',
    '初始化失败，请检查安装和配置',
  ),
  UPGRADE_FAILED: entry(
    '5004',
    500,
    'Upgrade failed, please check the network or refresh',
    '升级失败，请检查网络或刷新',
  ),
  EXPORT_FAILED: entry('5005', 500, 'Export failed', '导出失败'),
  // Raised by the browser (the api client's export time-out), never by the server.
  ORDER_EXPORT_TIMEOUT: entry('5006', 504, 'Order export timed out', '订单导出超时'),
  // used by payments (issue 19): a slow /payment/orders export, raised by the browser like 5006.
  PAYMENT_EXPORT_TIMEOUT: entry('5007', 504, 'Payment document export timed out', '付款单导出超时'),
  // used by ship notices (issue 18): /file/show/data of a stored file that cannot be read.
  FILE_OPEN_FAILED: entry('5008', 500, 'Failed to open the file', '文件打开失败'),
  // The route-upload template (fulfilment); used by ship notices (issue 18): the ASN one.
  TEMPLATE_DOWNLOAD_FAILED: entry('5009', 500, 'Template download failed', '模板下载失败'),
  SERVICE_UNAVAILABLE: entry(
    '5010',
    503,
    'The server is shutting down, please retry in a moment',
    '服务器正在停止，请稍后重试',
  ),
} as const satisfies Record<string, CatalogueEntry>;

export type ErrorName = keyof typeof errorCatalogue;
export type ErrorCode = (typeof errorCatalogue)[ErrorName]['code'];

/** Numbers of removed codes; a client may still know their old meaning, so none is reused. */
export const retiredErrorCodes: readonly string[] = ['4007', '4008', '4009'];

const byCode = new Map<string, CatalogueEntry & { name: ErrorName }>(
  (Object.entries(errorCatalogue) as [ErrorName, CatalogueEntry][]).map(([name, value]) => [
    value.code,
    { ...value, name },
  ]),
);

/** The message that goes with code "0000". */
export const successMessage: Readonly<Record<Language, string>> = {
  'zh-cn': '操作成功',
  'en-us': 'Success',
};

/** The catalogue entry of a code, or undefined for a code this build does not know. */
export function catalogueEntry(code: string): (CatalogueEntry & { name: ErrorName }) | undefined {
  return byCode.get(code);
}

/**
 * The message of a code in a language. `field` is what the server named with the failure: a
 * request field, shown in words where the message has `{field}` ("Project is required", never
 * `project_key`), or the text a message with `{value}` quotes.
 */
export function errorMessage(code: string, language: Language, field?: string): string {
  const found = byCode.get(code) ?? errorCatalogue.OPERATION_FAILED;
  const text = found.message[language];
  if (field === undefined) return text;
  return text
    .replaceAll('{field}', requestFieldLabel(field, language))
    .replaceAll('{value}', field);
}
