import { describe, expect, it } from 'vitest';
import {
  defaultProjectFeatures,
  edifactIdentifiersSchema,
  projectConnectionSchema,
  projectFeaturesSchema,
  projectFieldInputSchema,
  projectFieldTypes,
  x12IdentifiersSchema,
  type ProjectConnection,
} from '@portal/contracts';
import { texts } from '../../i18n/texts';
import {
  booleanFeatures,
  connectionCandidateOf,
  connectionDraftOf,
  countFeatures,
  newConnectionDraft,
  wholeNumberOf,
  withStandard,
} from './connection-draft';
import { fieldCandidateOf, moveField, newFieldDraft } from './field-draft';

const x12Connection: ProjectConnection = {
  standard: 'X12',
  version: '005010',
  x12: {
    senderQualifier: '12',
    senderId: '5551234567',
    receiverQualifier: 'ZZ',
    receiverId: 'RETAILCO',
    applicationSender: '5551234567',
    applicationReceiver: 'RETAILCO',
    usage: 'T',
    acknowledgementRequested: true,
  },
  edifact: null,
  directories: {
    projectRoot: '/srv/edi/acme',
    deliveryInbox: 'in/850',
    exportInbox: 'out',
    uploadInbox: 'upload',
    businessXmlInbox: 'xml',
  },
  features: { ...defaultProjectFeatures, maxItemsPerOuterPack: 12, gs1CompanyPrefix: '0614141' },
};

const issuesOf = (value: unknown) => {
  const result = projectConnectionSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('connection drafts', () => {
  it('names every switch, identifier, directory and field type in both languages', () => {
    const keys = [
      ...Object.keys(projectFeaturesSchema.shape).map((name) => `projects.feature.${name}`),
      ...Object.keys(x12IdentifiersSchema.shape).map((name) => `projects.x12.${name}`),
      ...x12IdentifiersSchema.shape.usage.options.map(
        (usage) => `projects.x12.usageOption.${usage}`,
      ),
      ...Object.keys(edifactIdentifiersSchema.shape).map((name) => `projects.edifact.${name}`),
      ...['senderQualifier', 'senderId', 'receiverQualifier', 'receiverId']
        .concat(['applicationSender', 'applicationReceiver'])
        .map((name) => `projects.x12.hint.${name}`),
      ...['senderId', 'senderQualifier', 'recipientId', 'recipientQualifier'].map(
        (name) => `projects.edifact.hint.${name}`,
      ),
      ...Object.keys(x12Connection.directories).flatMap((name) => [
        `projects.directory.${name}`,
        `projects.directory.hint.${name}`,
      ]),
      ...projectFieldTypes.map((type) => `projects.fieldType.${type}`),
    ];
    for (const language of ['zh-cn', 'en-us'] as const) {
      const table: Record<string, string> = texts[language];
      expect(
        keys.filter((key) => (table[key] ?? '').trim() === ''),
        language,
      ).toEqual([]);
    }
  });

  it('shows every boolean of the feature schema as a switch', () => {
    const booleans = Object.keys(defaultProjectFeatures).filter(
      (name) =>
        typeof defaultProjectFeatures[name as keyof typeof defaultProjectFeatures] === 'boolean',
    );
    expect([...booleanFeatures].sort()).toEqual(booleans.sort());
    expect(booleanFeatures).toHaveLength(23);
    expect(countFeatures).toEqual([
      'maxItemsPerOuterPack',
      'maxItemsPerNoPackage',
      'acknowledgementHours',
    ]);
  });

  it('starts a new project at X12 004010 with defaults that pass, identifiers left to fill', () => {
    const draft = newConnectionDraft();
    expect(draft.standard).toBe('X12');
    expect(draft.version).toBe('004010');
    expect(issuesOf(connectionCandidateOf(draft))).toEqual([
      'x12.senderQualifier',
      'x12.senderId',
      'x12.receiverQualifier',
      'x12.receiverId',
      'x12.applicationSender',
      'x12.applicationReceiver',
    ]);
  });

  it('gives back a saved connection unchanged, for either standard', () => {
    expect(
      projectConnectionSchema.parse(connectionCandidateOf(connectionDraftOf(x12Connection))),
    ).toEqual(x12Connection);
    const edifact: ProjectConnection = {
      ...x12Connection,
      standard: 'EDIFACT',
      version: 'D96A',
      x12: null,
      edifact: {
        syntaxId: 'UNOB',
        senderId: 'SUPPLIER 1',
        senderQualifier: '',
        recipientId: '4098765000002',
        recipientQualifier: '14',
        testIndicator: true,
      },
    };
    expect(
      projectConnectionSchema.parse(connectionCandidateOf(connectionDraftOf(edifact))),
    ).toEqual(edifact);
  });

  it('switches standard with its first version and sends only that standard’s identifiers', () => {
    const draft = withStandard(connectionDraftOf(x12Connection), 'EDIFACT');
    expect(draft.version).toBe('D96A');
    const candidate = connectionCandidateOf(draft);
    expect(candidate.x12).toBeNull();
    expect(candidate.edifact).toEqual(draft.edifact);
    expect(withStandard(draft, 'X12').version).toBe('004010');
  });

  it('keeps the invoice-number prefix as typed, and names a bad one at its field', () => {
    const numbered: ProjectConnection = {
      ...x12Connection,
      features: { ...x12Connection.features, invoiceNumberPrefix: 'INV-26' },
    };
    const draft = connectionDraftOf(numbered);
    expect(draft.features.invoiceNumberPrefix).toBe('INV-26');
    expect(projectConnectionSchema.parse(connectionCandidateOf(draft))).toEqual(numbered);
    // Empty: the users type each number.
    expect(newConnectionDraft().features.invoiceNumberPrefix).toBe('');
    for (const prefix of ['INV 26', 'INV/26', 'INVOICE-2026']) {
      const typed = { ...draft, features: { ...draft.features, invoiceNumberPrefix: prefix } };
      expect(issuesOf(connectionCandidateOf(typed)), prefix).toEqual([
        'features.invoiceNumberPrefix',
      ]);
    }
  });

  it('reads counts as whole numbers: nothing is missing, anything else is not a number', () => {
    expect(wholeNumberOf(' 24 ')).toBe(24);
    expect(wholeNumberOf('')).toBeUndefined();
    for (const text of ['2.5', '-1', '1e3', 'ten']) expect(wholeNumberOf(text), text).toBeNaN();
  });
});

describe('field drafts', () => {
  it('sends options only for dropdowns and comboboxes, and no max length when none is typed', () => {
    const draft = {
      ...newFieldDraft(10),
      key: 'carrier',
      name: 'Carrier',
      options: [{ value: 'SF', label: 'SF Express' }],
    };
    expect(fieldCandidateOf(draft)).toMatchObject({ maxLength: null, sort: 10, options: [] });
    expect(projectFieldInputSchema.safeParse(fieldCandidateOf(draft)).success).toBe(true);
    const dropdown = fieldCandidateOf({ ...draft, type: 'dropdown', maxLength: '20' });
    expect(dropdown).toMatchObject({
      maxLength: 20,
      options: [{ value: 'SF', label: 'SF Express' }],
    });
    expect(projectFieldInputSchema.safeParse(dropdown).success).toBe(true);
  });

  it('moves a field and numbers every sort after its place', () => {
    const base = {
      projectKey: 'P',
      name: 'n',
      type: 'string' as const,
      defaultValue: '',
      maxLength: null,
      tips: '',
      customListHeader: false,
      required: false,
      enabled: true,
      options: [],
    };
    const fields = [
      { ...base, id: 1, key: 'a', sort: 5 },
      { ...base, id: 2, key: 'b', sort: 7 },
      { ...base, id: 3, key: 'c', sort: 100 },
    ];
    expect(moveField(fields, 2, -1).map((field) => [field.key, field.sort])).toEqual([
      ['a', 10],
      ['c', 20],
      ['b', 30],
    ]);
    expect(moveField(fields, 0, -1).map((field) => field.sort)).toEqual([5, 7, 100]);
  });
});
