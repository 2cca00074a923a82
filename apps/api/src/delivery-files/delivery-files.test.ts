import {
  defaultProjectFeatures,
  deliveryFileEndpoints,
  deliveryItemUploadResultSchema,
  errorEnvelopeSchema,
  filePageSchema,
  maxDeliveryUploadBytes,
  shownDataSchema,
  storedFileSchema,
  validationMessages,
  xlsxMediaType,
  type ProjectConnection,
  type StoredFile,
} from '@portal/contracts';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, deliveryUploads, messages, shipmentDocuments } from '../database';
import { createTestProject, x12Connection } from '../gateway/testing/gateway-fixtures';
import type { ProjectPaths } from '../gateway/project-paths';
import { receiveOrder } from '../orders/testing/order-fixtures';
import { ensureShipment, keepDocument } from '../purchase/shipment-store';
import { expectFailure, successData } from '../testing/envelope-assertions';
import { makeTempDir, type TempDir } from '../testing/fixtures';
import { databaseKinds } from '../testing/test-database';
import { startTestPortal, type TestPortal } from '../testing/test-portal';
import { multipartFile, workbookOf } from '../testing/workbook-fixtures';
import { asnColumns } from './asn-workbook';

const withTemplate = (allowAsnTemplateDownload: boolean): ProjectConnection => ({
  ...x12Connection,
  features: { ...defaultProjectFeatures, allowAsnTemplateDownload },
});

/** A small PDF as a scanner makes one: the signature is all the server looks at. */
const pdfBytes = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');
const pngBytes = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('IHDR fake image body'),
]);
const jpegBytes = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF')]);
const englishHeader = asnColumns.map((column) => column.header['en-us']);
const chineseHeader = asnColumns.map((column) => column.header['zh-cn']);
const en = (key: keyof typeof validationMessages): string => validationMessages[key]['en-us'];

describe.each(databaseKinds)('delivery files on %s', (kind) => {
  let portal: TestPortal;
  let dir: TempDir;
  let token: string;
  let outsider: string;
  const paths = new Map<string, ProjectPaths>();
  let caseNumber = 0;

  beforeAll(async () => {
    dir = await makeTempDir();
    portal = await startTestPortal(kind, { dataDir: dir.path });
    for (const [key, connection] of [
      ['DFL', withTemplate(true)],
      ['DFOFF', withTemplate(false)],
      ['DFPG', withTemplate(true)],
    ] as const) {
      paths.set(key, await createTestProject(portal.database.db, dir.path, key, connection));
    }
    const user = await portal.createUser({ account: 'shipper', roles: ['DELIVERY'] });
    token = await portal.tokenFor(user.id);
    const clerk = await portal.createUser({ account: 'clerk', roles: ['ORDER'] });
    outsider = await portal.tokenFor(clerk.id);
  }, 60_000);
  afterAll(async () => {
    await portal.close();
    await dir.cleanup();
  });

  const pathsOf = (key: string): ProjectPaths => {
    const found = paths.get(key);
    if (found === undefined) throw new Error(`no project ${key}`);
    return found;
  };

  async function newOrder(projectKey = 'DFL'): Promise<{ serial: number; po: string }> {
    caseNumber += 1;
    const po = `DF${kind.slice(0, 2)}${projectKey}${caseNumber}`;
    const serial = await receiveOrder(portal, projectKey, withTemplate(true), po);
    return { serial, po };
  }

  const upload = (
    endpoint: 'uploadReport' | 'uploadItems',
    query: Record<string, number>,
    bytes: Buffer,
    fileName: string,
    options: { language?: string; token?: string } = {},
  ) =>
    portal.request(deliveryFileEndpoints[endpoint], {
      token: options.token ?? token,
      language: options.language ?? 'en-US',
      query,
      ...multipartFile(bytes, fileName, 'application/octet-stream'),
    });
  const report = async (serial: number, bytes: Buffer, fileName: string): Promise<StoredFile> =>
    successData(
      await upload('uploadReport', { serial_number: serial }, bytes, fileName),
      storedFileSchema,
    );
  const get = (
    endpoint: 'download' | 'show' | 'template' | 'page',
    query: object,
    language = 'en-US',
  ) =>
    portal.request(deliveryFileEndpoints[endpoint], {
      token,
      language,
      query: query as Record<string, string | number>,
    });
  const uploadCount = async () =>
    Number((await portal.database.db.select({ total: count() }).from(deliveryUploads))[0]?.total);
  const template = async (query: object, language = 'en-US') => {
    const response = await get('template', query, language);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(xlsxMediaType);
    return response.rawPayload;
  };
  /** The workbook's sheets, each as rows of cell texts. */
  const sheetsOf = async (bytes: Buffer): Promise<{ name: string; rows: string[][] }[]> => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    return workbook.worksheets.map((sheet) => {
      const rows: string[][] = [];
      sheet.eachRow((row) => {
        rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
      });
      return { name: sheet.name, rows };
    });
  };

  it('keeps a report file under a generated name, lists it and sends it back byte for byte', async () => {
    const { serial, po } = await newOrder();
    const stored = await report(serial, pdfBytes, 'C:\\scans\\发货\u0007报告 1.pdf');
    expect(stored).toMatchObject({
      kind: 'report',
      projectKey: 'DFL',
      serialNumber: serial,
      poNumber: po,
      name: '发货报告 1.pdf',
      size: pdfBytes.length,
      type: 'application/pdf',
      tabular: false,
      createdBy: 'shipper',
    });
    expect(stored.path).toMatch(/^upload\/delivery\/[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(join(pathsOf('DFL').root, stored.path))).toEqual(pdfBytes);

    const page = successData(
      await get('page', { project_key: 'DFL', kind: 'report', poNumber: po }),
      filePageSchema,
    );
    expect(page.records).toEqual([stored]);

    const download = await get('download', { id: stored.id });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(pdfBytes);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('发货报告 1.pdf')}`,
    );
    // A PDF is no table.
    expectFailure(await get('show', { id: stored.id }), 'FIELD_INVALID', { field: 'id' });
  });

  it('tells images, workbooks, CSV and text by their content', async () => {
    const { serial } = await newOrder();
    const workbook = await workbookOf([
      ['Carton', 'Weight'],
      ['C1', 12.5],
    ]);
    const gbkCsv = Buffer.from([0xc4, 0xe3, 0xba, 0xc3, 0x2c, 0x41, 0x0a, 0x31, 0x2c, 0x32, 0x0a]);
    const cases = [
      { bytes: pngBytes, name: 'photo.png', type: 'image/png', extension: 'png', tabular: false },
      {
        bytes: jpegBytes,
        name: 'photo.jpeg',
        type: 'image/jpeg',
        extension: 'jpg',
        tabular: false,
      },
      // The content decides: a workbook named .bin is still a workbook.
      {
        bytes: workbook,
        name: 'weights.bin',
        type: xlsxMediaType,
        extension: 'xlsx',
        tabular: true,
      },
      { bytes: gbkCsv, name: 'gbk.CSV', type: 'text/csv', extension: 'csv', tabular: true },
      {
        bytes: Buffer.from('Pallet 1: 20 cartons\r\n'),
        name: 'note.txt',
        type: 'text/plain',
        extension: 'txt',
        tabular: false,
      },
    ];
    for (const entry of cases) {
      const stored = await report(serial, entry.bytes, entry.name);
      expect(stored, entry.name).toMatchObject({
        type: entry.type,
        tabular: entry.tabular,
        name: entry.name,
      });
      expect(stored.path.endsWith(`.${entry.extension}`)).toBe(true);
    }
    const [, , , csvFile] = successData(
      await get('page', { project_key: 'DFL', kind: 'report', size: 50 }),
      filePageSchema,
    )
      .records.filter((file) => file.serialNumber === serial)
      .reverse();
    expect(csvFile?.name).toBe('gbk.CSV');
    expect(successData(await get('show', { id: csvFile?.id }), shownDataSchema)).toEqual({
      name: 'gbk.CSV',
      columns: ['你好', 'A'],
      rows: [['1', '2']],
      total: 1,
    });
  });

  it('refuses what is no report file, too large, empty or for no order, and keeps nothing', async () => {
    const { serial } = await newOrder();
    const before = await uploadCount();
    const refused = [
      { bytes: Buffer.from('MZ\x90\x00\x03\x00\x00\x00program', 'latin1'), name: 'invoice.pdf' },
      { bytes: Buffer.from('text\u0000with a NUL'), name: 'notes.txt' },
      // A zip that is no workbook (a Word file's container).
      { bytes: Buffer.from('PK\x03\x04not really a zip', 'latin1'), name: 'sheet.xlsx' },
      { bytes: Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x81]), name: 'data.csv' },
      { bytes: Buffer.alloc(0), name: 'empty.pdf' },
      { bytes: Buffer.concat([pdfBytes, Buffer.alloc(maxDeliveryUploadBytes)]), name: 'huge.pdf' },
    ];
    for (const { bytes, name } of refused) {
      const response = await upload('uploadReport', { serial_number: serial }, bytes, name);
      expectFailure(response, 'FILE_UPLOAD_FAILED', { field: 'file' });
    }
    const plain = await portal.request(deliveryFileEndpoints.uploadReport, {
      token,
      language: 'en-US',
      query: { serial_number: serial },
      body: { file: 'x' },
    });
    expectFailure(plain, 'FILE_UPLOAD_FAILED', { field: 'file' });
    expectFailure(
      await upload('uploadReport', { serial_number: 999_999 }, pdfBytes, 'a.pdf'),
      'ORDER_NOT_FOUND',
      { field: 'serial_number' },
    );
    expectFailure(
      await upload('uploadReport', { serial_number: serial }, pdfBytes, 'a.pdf', {
        token: outsider,
      }),
      'NO_PERMISSION',
    );
    expect(await uploadCount()).toBe(before);
  });

  it('round-trips the ASN template: download, fill in, upload gives the lines and keeps the file', async () => {
    const { serial, po } = await newOrder();
    const bytes = await template({ project_key: 'DFL', serial_number: serial });
    const [lines, help] = await sheetsOf(bytes);
    expect(lines?.name).toBe('Line items');
    expect(lines?.rows[0]).toEqual(
      englishHeader.map((name) => (name === 'Order line number' ? `${name} *` : name)),
    );
    expect(lines?.rows.slice(1).map((row) => [row[1], row[6]])).toEqual([
      ['1', '24'],
      ['2', '12'],
      ['3', '6'],
    ]);
    expect(help?.name).toBe('Instructions');
    expect(help?.rows.map((row) => row[0])).toContain('Weight unit');

    // The clerk fills in the packages and weights, and splits line 1 over two cartons.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (sheet === undefined) throw new Error('no sheet');
    sheet.getCell('A2').value = 'C1';
    sheet.getCell('G2').value = 20;
    sheet.getCell('I2').value = 10.5;
    sheet.getCell('K2').value = 'kg';
    sheet.getCell('L2').value = 'cn';
    sheet.getCell('A3').value = 'C2';
    sheet.insertRow(3, [
      'C2',
      '1',
      null,
      'ACM-1001',
      null,
      null,
      4,
      'EA',
      2,
      1.5,
      'LB',
      'US',
      'B-7',
    ]);
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());

    const result = successData(
      await upload('uploadItems', { serial_number: serial }, filled, 'asn lines.xlsx'),
      deliveryItemUploadResultSchema,
    );
    expect(result.lines).toEqual([
      {
        key: 'L1',
        packageKey: 'C1',
        lineNumber: '1',
        buyerItemNumber: '883411',
        vendorItemNumber: 'ACM-1001',
        upc: '012345678905',
        description: 'STAINLESS WATER BOTTLE 750ML',
        quantity: 20,
        unit: 'EA',
        grossWeight: 10.5,
        weightUnit: 'KG',
        countryOfOrigin: 'CN',
      },
      {
        key: 'L2',
        packageKey: 'C2',
        lineNumber: '1',
        vendorItemNumber: 'ACM-1001',
        quantity: 4,
        unit: 'EA',
        grossWeight: 2,
        netWeight: 1.5,
        weightUnit: 'LB',
        countryOfOrigin: 'US',
        batchNumber: 'B-7',
      },
      expect.objectContaining({ key: 'L3', packageKey: 'C2', lineNumber: '2', quantity: 12 }),
      expect.objectContaining({ key: 'L4', lineNumber: '3', quantity: 6, unit: 'CA' }),
    ]);
    expect(result.file).toMatchObject({
      kind: 'deliveryItems',
      name: 'asn lines.xlsx',
      poNumber: po,
      type: xlsxMediaType,
      tabular: true,
    });
    // Nothing went into a notice.
    const notices = await portal.database.db
      .select({ total: count() })
      .from(deliveries)
      .where(eq(deliveries.serialNumber, serial));
    expect(Number(notices[0]?.total)).toBe(0);

    const shown = successData(await get('show', { id: result.file.id }), shownDataSchema);
    expect(shown.columns[1]).toBe('Order line number *');
    expect(shown.rows.map((row) => row[0])).toEqual(['C1', 'C2', 'C2', '']);
    expect(shown.total).toBe(4);
    const download = await get('download', { id: result.file.id });
    expect(download.rawPayload).toEqual(filled);
  });

  it('writes the template in Chinese, and reads it back whatever the caller’s language', async () => {
    const { serial } = await newOrder();
    const bytes = await template({ project_key: 'DFL', serial_number: serial }, 'zh-CN');
    const [lines, help] = await sheetsOf(bytes);
    expect(lines?.name).toBe('发货明细');
    expect(lines?.rows[0]?.[0]).toBe(chineseHeader[0]);
    expect(help?.name).toBe('填写说明');
    const result = successData(
      await upload('uploadItems', { serial_number: serial }, bytes, 'zh.xlsx'),
      deliveryItemUploadResultSchema,
    );
    expect(result.lines.map((line) => line.lineNumber)).toEqual(['1', '2', '3']);

    const empty = await template({ project_key: 'DFL' });
    expect((await sheetsOf(empty))[0]?.rows).toHaveLength(1);
  });

  it('refuses the template when the project switched it off, and another project’s order', async () => {
    const { serial } = await newOrder('DFPG');
    expectFailure(await get('template', { project_key: 'DFOFF' }), 'INVALID_STATUS', {
      field: 'allowAsnTemplateDownload',
    });
    expectFailure(
      await get('template', { project_key: 'DFL', serial_number: serial }),
      'ORDER_NOT_FOUND',
      {
        field: 'serial_number',
      },
    );
    expectFailure(await get('template', { project_key: 'NOPE' }), 'FIELD_INVALID', {
      field: 'project_key',
    });
  });

  it('refuses line items row by row, all or none, in the caller’s language', async () => {
    const { serial } = await newOrder();
    const before = await uploadCount();
    const bytes = await workbookOf([
      englishHeader,
      ['C1', '1', null, null, null, null, 5],
      ['C1', '9', null, null, null, null, 'five', null, null, null, 'stone', 'CHN'],
      ['C1', '', null, null, null, null, -1],
      ['P 1', '2'],
    ]);
    const response = await upload('uploadItems', { serial_number: serial }, bytes, 'bad.xlsx');
    const body = expectFailure(response, 'IMPORT_ROWS_INVALID');
    expect(body.data?.rows).toEqual([
      { row: 3, field: 'Order line number', message: en('notFound') },
      { row: 3, field: 'Quantity shipped', message: en('number') },
      { row: 3, field: 'Weight unit', message: en('invalid') },
      { row: 3, field: 'Country of origin', message: en('invalid') },
      { row: 4, field: 'Order line number', message: en('required') },
      { row: 4, field: 'Quantity shipped', message: en('invalid') },
      { row: 5, field: 'Package key', message: en('invalid') },
    ]);
    const chinese = errorEnvelopeSchema.parse(
      (
        await upload('uploadItems', { serial_number: serial }, bytes, 'bad.xlsx', {
          language: 'zh-CN',
        })
      ).json(),
    );
    expect(chinese.data?.rows?.[0]).toEqual({
      row: 3,
      field: '订单行号',
      message: validationMessages.notFound['zh-cn'],
    });

    expectFailure(
      await upload(
        'uploadItems',
        { serial_number: serial },
        await workbookOf([englishHeader]),
        'empty.xlsx',
      ),
      'IMPORT_EMPTY',
    );
    expectFailure(
      await upload('uploadItems', { serial_number: serial }, pdfBytes, 'lines.xlsx'),
      'IMPORT_FILE_INVALID',
    );
    const wide = await workbookOf([
      englishHeader,
      ['C1', '1', ...Array.from({ length: 300 }, () => 'x')],
    ]);
    expectFailure(
      await upload('uploadItems', { serial_number: serial }, wide, 'wide.xlsx'),
      'IMPORT_TOO_LARGE',
      { field: 'columns' },
    );
    expect(await uploadCount()).toBe(before);
  });

  it('checks the notice named with line items: the order’s own, and not sent', async () => {
    const { serial } = await newOrder();
    const other = await newOrder();
    const [message] = await portal.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.projectKey, 'DFL'))
      .limit(1);
    const data = { shipment: {}, packages: [], lines: [] };
    const [draft, sentNotice] = await portal.database.db
      .insert(deliveries)
      .values([
        {
          projectKey: 'DFL',
          serialNumber: other.serial,
          deliveryType: 'shipNotice',
          data,
          createdBy: 'shipper',
        },
        {
          projectKey: 'DFL',
          serialNumber: serial,
          deliveryType: 'shipNotice',
          data,
          createdBy: 'shipper',
          messageId: message?.id ?? null,
        },
      ])
      .returning({ id: deliveries.id });
    const bytes = await template({ project_key: 'DFL', serial_number: serial });
    expectFailure(
      await upload(
        'uploadItems',
        { serial_number: serial, delivery_id: draft?.id ?? 0 },
        bytes,
        'a.xlsx',
      ),
      'DETAIL_FETCH_FAILED',
      { field: 'delivery_id' },
    );
    expectFailure(
      await upload(
        'uploadItems',
        { serial_number: serial, delivery_id: sentNotice?.id ?? 0 },
        bytes,
        'a.xlsx',
      ),
      'DELIVERY_ALREADY_SENT',
      { field: 'delivery_id' },
    );
    const onDraft = await upload(
      'uploadItems',
      { serial_number: other.serial, delivery_id: draft?.id ?? 0 },
      await template({ project_key: 'DFL', serial_number: other.serial }),
      'a.xlsx',
    );
    expect(successData(onDraft, deliveryItemUploadResultSchema).lines).toHaveLength(3);
  });

  it('sends labels and outbound documents back, and refuses unknown ids', async () => {
    const { serial } = await newOrder();
    const labelPdf = Buffer.from('%PDF-1.4 labels');
    await ensureShipment(portal.database.db, serial, 'DFL');
    await keepDocument(
      portal.database.db,
      serial,
      {
        kind: 'labels-pdf',
        fileName: 'labels-1.pdf',
        mediaType: 'application/pdf',
        content: labelPdf,
      },
      portal.clock.now(),
    );
    const [label] = await portal.database.db
      .select({ id: shipmentDocuments.id })
      .from(shipmentDocuments)
      .where(eq(shipmentDocuments.serialNumber, serial));
    const labelAnswer = await get('download', { id: `label:${label?.id}` });
    expect(labelAnswer.rawPayload).toEqual(labelPdf);
    expect(labelAnswer.headers['content-type']).toBe('application/pdf');

    const [message] = await portal.database.db
      .select({ id: messages.id, fileName: messages.fileName, text: messages.text })
      .from(messages)
      .where(eq(messages.projectKey, 'DFL'))
      .limit(1);
    // The 997 that acknowledged the order's interchange.
    if (message === undefined) throw new Error('the order was not acknowledged');
    const messageAnswer = await get('download', { id: `message:${message.id}` });
    expect(messageAnswer.body).toBe(message.text);
    expect(messageAnswer.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(messageAnswer.headers['content-disposition']).toContain(
      `filename="${message.fileName}"`,
    );
    expectFailure(await get('show', { id: `message:${message.id}` }), 'FIELD_INVALID', {
      field: 'id',
    });

    for (const id of ['upload:999999', 'label:999999', 'message:999999']) {
      expectFailure(await get('download', { id }), 'FILE_NOT_FOUND', { field: 'id' });
    }
    expectFailure(await get('show', { id: 'upload:999999' }), 'FILE_NOT_FOUND', { field: 'id' });
    expectFailure(await get('download', { id: '../etc/passwd' }), 'VALIDATION_FAILED', {
      field: 'id',
    });
  });

  it('refuses an upload whose stored path was tampered with, or whose file is gone', async () => {
    const { serial } = await newOrder();
    const stored = await report(serial, Buffer.from('a,b\n1,2\n'), 'table.csv');
    const id = Number(stored.id.split(':')[1]);
    const upload = pathsOf('DFL').upload;
    // A file outside the upload directory, and a link to it inside.
    const secret = join(pathsOf('DFL').root, 'secret.csv');
    await writeFile(secret, 'x,y\n');
    await mkdir(join(upload, 'delivery'), { recursive: true });
    await symlink(secret, join(upload, 'delivery', 'link.csv'));
    const tamper = (storedName: string) =>
      portal.database.db
        .update(deliveryUploads)
        .set({ storedName })
        .where(eq(deliveryUploads.id, id));
    for (const storedName of [
      '../secret.csv',
      secret,
      'delivery/../../secret.csv',
      'delivery/link.csv',
      '.',
      '',
    ]) {
      await tamper(storedName);
      for (const endpoint of ['download', 'show'] as const) {
        expectFailure(await get(endpoint, { id: stored.id }), 'FILE_NOT_FOUND', { field: 'id' });
      }
    }
    await tamper('delivery/gone.csv');
    expectFailure(await get('download', { id: stored.id }), 'REPORT_DOWNLOAD_FAILED', {
      field: 'id',
    });
    expectFailure(await get('show', { id: stored.id }), 'REPORT_DOWNLOAD_FAILED', { field: 'id' });
    await rm(join(upload, 'delivery', 'link.csv'));
  });

  it('shows a large CSV as its first 500 rows, and refuses a broken one', async () => {
    const { serial } = await newOrder();
    const rows = Array.from(
      { length: 750 },
      (_unused, index) => `${index + 1},"item, ""${index}""\r\nsecond line"`,
    );
    const big = await report(
      serial,
      Buffer.from(`\uFEFFno,name\r\n${rows.join('\r\n')}\r\n`),
      'big.csv',
    );
    const shown = successData(await get('show', { id: big.id }), shownDataSchema);
    expect(shown.columns).toEqual(['no', 'name']);
    expect(shown.rows).toHaveLength(500);
    expect(shown.rows[499]).toEqual(['500', 'item, "499"\r\nsecond line']);
    expect(shown.total).toBe(750);
    const broken = await report(serial, Buffer.from('a,b\n"open,1\n'), 'broken.csv');
    expectFailure(await get('show', { id: broken.id }), 'FILE_OPEN_FAILED', { field: 'quotes' });
  });

  it('lists a project’s uploads, labels and outbound documents newest first, paged and filtered', async () => {
    const { serial, po } = await newOrder('DFPG');
    portal.clock.advance(60_000);
    const reportFile = await report(serial, pdfBytes, 'pod.pdf');
    portal.clock.advance(60_000);
    const items = successData(
      await upload(
        'uploadItems',
        { serial_number: serial },
        await template({ project_key: 'DFPG', serial_number: serial }),
        'items.xlsx',
      ),
      deliveryItemUploadResultSchema,
    ).file;
    portal.clock.advance(60_000);
    await ensureShipment(portal.database.db, serial, 'DFPG');
    await keepDocument(
      portal.database.db,
      serial,
      {
        kind: 'packing-slip',
        fileName: `packing-slip-${po}.pdf`,
        mediaType: 'application/pdf',
        content: pdfBytes,
      },
      portal.clock.now(),
    );

    const all = successData(await get('page', { project_key: 'DFPG', size: 100 }), filePageSchema);
    const kinds = all.records.map((file) => file.kind);
    expect(kinds.slice(0, 3)).toEqual(['label', 'deliveryItems', 'report']);
    expect(kinds.slice(3).every((entry) => entry === 'outbound')).toBe(true);
    expect(all.total).toBe(all.records.length);
    expect(all.records[1]).toEqual(items);
    expect(all.records[2]).toEqual(reportFile);
    expect(all.records[0]).toMatchObject({
      projectKey: 'DFPG',
      serialNumber: serial,
      poNumber: po,
      name: `packing-slip-${po}.pdf`,
      path: `labels/packing-slip-${po}.pdf`,
      size: pdfBytes.length,
      type: 'application/pdf',
      tabular: false,
      createdBy: null,
    });
    const outbound = all.records.filter((file) => file.kind === 'outbound');
    expect(outbound.length).toBeGreaterThan(0);
    for (const file of outbound) {
      expect(file.path).toBe(`outbound/${file.name}`);
      expect(file.type).toBe('text/plain');
      const [row] = await portal.database.db
        .select({ text: messages.text })
        .from(messages)
        .where(eq(messages.id, Number(file.id.split(':')[1])));
      expect(file.size).toBe(Buffer.byteLength(row?.text ?? ''));
    }
    for (const file of all.records) expect(file.path.startsWith('/')).toBe(false);

    const labels = successData(
      await get('page', { project_key: 'DFPG', kind: 'label' }),
      filePageSchema,
    );
    expect(labels.records.map((file) => file.kind)).toEqual(['label']);
    const second = successData(
      await get('page', { project_key: 'DFPG', size: 10, page: 2 }),
      filePageSchema,
    );
    expect(second.records).toEqual(all.records.slice(10, 20));
    const byPo = successData(
      await get('page', { project_key: 'DFPG', poNumber: po.slice(2).toLowerCase(), size: 100 }),
      filePageSchema,
    );
    expect(byPo.records.every((file) => file.poNumber === po)).toBe(true);
    expect(byPo.records.map((file) => file.id)).toEqual(
      expect.arrayContaining([reportFile.id, items.id]),
    );
    const none = successData(
      await get('page', { project_key: 'DFPG', poNumber: 'NO-SUCH' }),
      filePageSchema,
    );
    expect(none).toEqual({ records: [], total: 0, page: 1, size: 10 });
  });
});
