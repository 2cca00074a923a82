import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  type CanonicalOrderResponse,
  type ProjectConnection,
} from '@portal/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { projects, type Database } from '../../database';
import { projectPaths, type ProjectPaths } from '../project-paths';

/** The sample documents of `../shared/fixtures/edi`, copied into libs/edi. */
export const ediFixtures = fileURLToPath(
  new URL('../../../../../libs/edi/fixtures/', import.meta.url),
);

export const readFixture = (name: string): Promise<Buffer> => readFile(join(ediFixtures, name));

/** The fixtures' partner is RETAILCO (X12) / 4012345000009 (EDIFACT); we are ACMESUPPLY. */
export const x12Connection: ProjectConnection = {
  standard: 'X12',
  version: '004010',
  x12: {
    senderQualifier: 'ZZ',
    senderId: 'ACMESUPPLY',
    receiverQualifier: 'ZZ',
    receiverId: 'RETAILCO',
    applicationSender: 'ACMESUPPLY',
    applicationReceiver: 'RETAILCO',
    usage: 'P',
    acknowledgementRequested: false,
  },
  edifact: null,
  directories: defaultProjectDirectories,
  features: defaultProjectFeatures,
};

export const edifactConnection: ProjectConnection = {
  standard: 'EDIFACT',
  version: 'D96A',
  x12: null,
  edifact: {
    syntaxId: 'UNOC',
    senderId: '4098765000002',
    senderQualifier: '14',
    recipientId: '4012345000009',
    recipientQualifier: '14',
    testIndicator: false,
  },
  directories: defaultProjectDirectories,
  features: defaultProjectFeatures,
};

export const testApiKey = 'test-key-0123456789';

/** Inserts a project directly, with a known API key, and returns its directories. */
export async function createTestProject(
  db: Database,
  dataDir: string,
  projectKey: string,
  connection: ProjectConnection,
): Promise<ProjectPaths> {
  await db.insert(projects).values({
    projectKey,
    nameZh: projectKey,
    nameEn: projectKey,
    connection,
    apiKeyHash: createHash('sha256').update(testApiKey).digest('hex'),
  });
  const paths = projectPaths(dataDir, projectKey, connection);
  await mkdir(paths.inbound, { recursive: true });
  return paths;
}

/** Drops a file the way a partner should: written under a hidden name, then renamed. */
export async function dropFile(
  directory: string,
  name: string,
  content: string | Uint8Array,
  ageMs = 5_000,
): Promise<string> {
  const temporary = join(directory, `.${name}.${randomBytes(3).toString('hex')}`);
  await writeFile(temporary, content);
  const final = join(directory, name);
  await rename(temporary, final);
  // Old enough to count as settled for the scanner.
  const past = new Date(Date.now() - ageMs);
  await utimes(final, past, past);
  return final;
}

export const listNames = async (directory: string): Promise<string[]> =>
  (await readdir(directory).catch(() => [] as string[])).sort();

/** Replaces every occurrence of one interchange / PO number to make a distinct interchange. */
export function renumberX12(text: string, controlNumber: number, poNumber: string): string {
  const isa13 = String(controlNumber).padStart(9, '0');
  return text
    .replace(/^(ISA(?:\*[^*]*){12}\*)\d{9}/, `$1${isa13}`)
    .replace(/(IEA\*\d+\*)\d{9}/, `$1${isa13}`)
    .replace(/BEG\*00\*SA\*[^*]+\*/, `BEG*00*SA*${poNumber}*`);
}

/** An 855 accepting one line, for the tests of outbound messages and their acknowledgements. */
export const orderResponse: CanonicalOrderResponse = {
  kind: 'orderResponse',
  responseType: 'accept',
  orderNumber: '4500012345',
  orderDate: '2025-11-20',
  responseDate: '2025-11-21',
  parties: [],
  lines: [
    {
      lineNumber: '1',
      vendorItemNumber: 'VN-1',
      quantityOrdered: 10,
      quantity: 10,
      unit: 'EA',
      unitPrice: 2.5,
      status: 'accepted',
    },
  ],
};
