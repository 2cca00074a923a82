import ExcelJS from 'exceljs';

/** An xlsx workbook of one sheet holding `rows` (the first is the header), as a user makes it. */
export async function workbookOf(rows: readonly (readonly (string | number | Date | null)[])[]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The rows of the first sheet of xlsx bytes, cells as ExcelJS reads them. */
export async function rowsOf(bytes: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: unknown[][] = [];
  sheet?.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return rows;
}

/** A `multipart/form-data` request body carrying one file, with its content type header. */
export function multipartFile(
  bytes: Buffer,
  fileName = 'import.xlsx',
  type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: Buffer.concat([head, bytes, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
