import { describe, expect, it } from 'vitest';
import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  projectConnectionSchema,
  projectDirectoriesSchema,
  projectFieldBatchSchema,
  projectFieldInputSchema,
  projectSaveSchema,
  type ProjectConnection,
  type ProjectFieldInput,
} from './projects';
import { parseValidationToken } from './validation';

const x12Connection: ProjectConnection = {
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

/** The rule tokens of a failed parse, by path. */
function problems(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map(
    (issue) => `${issue.path.join('.')}: ${parseValidationToken(issue.message) ?? issue.message}`,
  );
}

describe('project connection', () => {
  it('accepts an X12 004010 project with the default directories and switches', () => {
    expect(projectConnectionSchema.safeParse(x12Connection).success).toBe(true);
  });

  it('refuses a version of another standard and missing identifiers', () => {
    const result = projectConnectionSchema.safeParse({
      ...x12Connection,
      standard: 'EDIFACT',
      version: '004010',
    });
    expect(problems(result)).toEqual(['version: invalid', 'edifact: required']);
  });

  it('accepts an EDIFACT D96A project with UNB identifiers', () => {
    const result = projectConnectionSchema.safeParse({
      ...x12Connection,
      standard: 'EDIFACT',
      version: 'D96A',
      x12: null,
      edifact: {
        syntaxId: 'UNOC',
        senderId: '4012345000009',
        senderQualifier: '14',
        recipientId: '4098765000002',
        recipientQualifier: '14',
        testIndicator: false,
      },
    });
    expect(result.success).toBe(true);
  });

  it('refuses ISA identifiers that do not fit the fixed-width fields', () => {
    const result = projectConnectionSchema.safeParse({
      ...x12Connection,
      x12: { ...x12Connection.x12, senderQualifier: 'Z', receiverId: 'R'.repeat(16) },
    });
    expect(problems(result)).toEqual(['x12.senderQualifier: invalid', 'x12.receiverId: invalid']);
  });

  it('refuses a GS1 prefix that is not 7 to 10 digits', () => {
    for (const prefix of ['123456', '12345678901', '12345A7']) {
      const result = projectConnectionSchema.safeParse({
        ...x12Connection,
        features: { ...defaultProjectFeatures, gs1CompanyPrefix: prefix },
      });
      expect(problems(result), prefix).toEqual(['features.gs1CompanyPrefix: invalid']);
    }
  });
});

describe('project directories', () => {
  it('keeps every directory below the project root', () => {
    for (const bad of ['../etc', 'inbound/../../x', '/abs', 'a\\b', 'C:/x', 'a//b', './']) {
      const result = projectDirectoriesSchema.safeParse({
        ...defaultProjectDirectories,
        deliveryInbox: bad,
      });
      expect(problems(result), bad).toEqual(['deliveryInbox: invalid']);
    }
    expect(
      projectDirectoriesSchema.safeParse({ ...defaultProjectDirectories, deliveryInbox: 'edi/in' })
        .success,
    ).toBe(true);
  });

  it('takes an empty root (the data directory) or an absolute one without ..', () => {
    expect(
      projectDirectoriesSchema.safeParse({ ...defaultProjectDirectories, projectRoot: '/srv/edi' })
        .success,
    ).toBe(true);
    for (const bad of ['relative/root', '/srv/../etc']) {
      const result = projectDirectoriesSchema.safeParse({
        ...defaultProjectDirectories,
        projectRoot: bad,
      });
      expect(problems(result), bad).toEqual(['projectRoot: invalid']);
    }
  });
});

describe('project directories are distinct', () => {
  const directories = (overrides: Record<string, string>) =>
    projectDirectoriesSchema.safeParse({ ...defaultProjectDirectories, ...overrides });

  it('refuses an outbound directory equal to the inbound one (our 997 and 855 read back in)', () => {
    expect(problems(directories({ exportInbox: 'inbound' }))).toEqual([
      'exportInbox: directoryOverlap',
    ]);
  });

  it('refuses a directory inside or around another, whichever comes first', () => {
    expect(problems(directories({ exportInbox: 'inbound/out' }))).toEqual([
      'exportInbox: directoryOverlap',
    ]);
    expect(problems(directories({ deliveryInbox: 'edi/in', uploadInbox: 'edi' }))).toEqual([
      'uploadInbox: directoryOverlap',
    ]);
  });

  it('compares spellings the file system may take as one folder', () => {
    expect(problems(directories({ exportInbox: 'Inbound' }))).toEqual([
      'exportInbox: directoryOverlap',
    ]);
    // "café" composed (NFC) and decomposed (NFD, as macOS writes it).
    expect(
      problems(directories({ deliveryInbox: 'caf\u00e9', businessXmlInbox: 'cafe\u0301' })),
    ).toEqual(['businessXmlInbox: directoryOverlap']);
  });

  it('keeps processed/ and error/ for the gateway', () => {
    expect(
      problems(directories({ deliveryInbox: 'processed', uploadInbox: 'error/uploads' })),
    ).toEqual(['deliveryInbox: directoryOverlap', 'uploadInbox: directoryOverlap']);
  });

  it('accepts directories that only share the start of a name', () => {
    expect(
      directories({
        deliveryInbox: 'in',
        exportInbox: 'inbound',
        uploadInbox: 'edi/upload',
        businessXmlInbox: 'edi/uploads',
      }).success,
    ).toBe(true);
  });

  it('names the overlap in a whole connection, with the other problems', () => {
    const result = projectConnectionSchema.safeParse({
      ...x12Connection,
      directories: { ...defaultProjectDirectories, exportInbox: 'inbound', uploadInbox: '../x' },
    });
    expect(problems(result)).toEqual([
      'directories.uploadInbox: invalid',
      'directories.exportInbox: directoryOverlap',
    ]);
  });
});

describe('project save', () => {
  it('needs a key of letters, digits, - and _, both names, and a sort number', () => {
    const result = projectSaveSchema.safeParse({
      projectKey: 'retail co',
      nameZh: '',
      nameEn: 'Retail Co',
      sort: -1,
      connection: x12Connection,
    });
    expect(problems(result)).toEqual([
      'projectKey: id',
      'nameZh: required',
      'sort: Too small: expected number to be >=0',
    ]);
  });
});

const field = (overrides: Partial<ProjectFieldInput> = {}): ProjectFieldInput => ({
  key: 'vendorNumber',
  name: '供应商编号',
  type: 'string',
  defaultValue: '',
  maxLength: 32,
  tips: '',
  customListHeader: false,
  sort: 1,
  required: true,
  enabled: true,
  options: [],
  ...overrides,
});

describe('project fields', () => {
  it('accepts each of the nine types with a fitting default', () => {
    const examples: Partial<ProjectFieldInput>[] = [
      { type: 'string', defaultValue: 'V-001' },
      { type: 'number', defaultValue: '-1.5e3' },
      { type: 'password', defaultValue: '' },
      { type: 'dropdown', defaultValue: 'A', options: [{ value: 'A', label: 'Alpha' }] },
      { type: 'combobox', defaultValue: 'free text', options: [{ value: 'A', label: 'Alpha' }] },
      { type: 'date', defaultValue: '2026-11-21' },
      { type: 'datetime', defaultValue: '2026-11-21 09:30:00' },
      { type: 'switch', defaultValue: 'true' },
      { type: 'view', defaultValue: 'read only' },
    ];
    for (const example of examples) {
      expect(projectFieldInputSchema.safeParse(field(example)).success, example.type).toBe(true);
    }
  });

  it('refuses defaults that do not fit, choices without options, and options elsewhere', () => {
    const cases: [Partial<ProjectFieldInput>, string][] = [
      [{ type: 'number', defaultValue: 'ten' }, 'defaultValue: invalid'],
      [{ type: 'date', defaultValue: '2026-13-45' }, 'defaultValue: invalid'],
      [{ type: 'switch', defaultValue: 'yes' }, 'defaultValue: invalid'],
      [
        { type: 'dropdown', defaultValue: 'B', options: [{ value: 'A', label: 'Alpha' }] },
        'defaultValue: invalid',
      ],
      [{ type: 'dropdown', options: [] }, 'options: required'],
      [{ type: 'string', options: [{ value: 'A', label: 'Alpha' }] }, 'options: invalid'],
      [{ maxLength: 3, defaultValue: 'long' }, 'defaultValue: maxLength'],
      [{ type: 'colour' as ProjectFieldInput['type'] }, 'type: invalid'],
    ];
    for (const [overrides, expected] of cases) {
      expect(problems(projectFieldInputSchema.safeParse(field(overrides))), expected).toEqual([
        expected,
      ]);
    }
  });

  it('refuses a field list with a key twice', () => {
    expect(projectFieldBatchSchema.safeParse([field(), field({ sort: 2 })]).success).toBe(false);
    expect(projectFieldBatchSchema.safeParse([field(), field({ key: 'plantCode' })]).success).toBe(
      true,
    );
  });
});
