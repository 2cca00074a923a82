import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  endpointKey,
  envelopeSchema,
  errorCatalogue,
  errorMessage,
  errorEnvelopeSchema,
  projectApiKeySchema,
  projectEndpoints,
  projectFieldSchema,
  projectListItemSchema,
  projectPageSchema,
  projectSchema,
  SUCCESS_CODE,
  successMessage,
  type EndpointDefinition,
  type ErrorName,
  type Language,
  type Project,
  type ProjectConnection,
  type ProjectField,
  type ProjectFieldInput,
  type ProjectSave,
  type Role,
  validationMessage,
} from '@portal/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { databaseKinds, snapshotTables } from '../testing/test-database';
import { startTestPortal, type RequestOptions, type TestPortal } from '../testing/test-portal';
import { FieldValidationError } from '../errors/validation';
import { ProjectsService, verifyProjectApiKey } from './projects.service';

const english = 'en-US';
const emptySchema = z.null();
const projectListSchema = z.array(projectListItemSchema);
const fieldListSchema = z.array(projectFieldSchema);

/** Asserts a success envelope (HTTP 200, code 0000, the success message) and returns its data. */
function successData<T extends z.ZodType>(
  response: LightMyRequestResponse,
  data: T,
  language: Language = 'en-us',
): z.output<T> {
  expect(response.statusCode, response.body).toBe(200);
  const body = envelopeSchema(z.unknown()).parse(response.json<unknown>());
  expect(body.code).toBe(SUCCESS_CODE);
  expect(body.message).toBe(successMessage[language]);
  return data.parse(body.data);
}

/** Asserts a catalogue failure: its HTTP status, code, message and the field at fault. */
function expectFailure(
  response: LightMyRequestResponse,
  name: ErrorName,
  { field, language = 'en-us' }: { field?: string; language?: Language } = {},
) {
  const entry = errorCatalogue[name];
  expect(response.statusCode, response.body).toBe(entry.http);
  const body = errorEnvelopeSchema.parse(response.json<unknown>());
  expect(body.code).toBe(entry.code);
  expect(body.message).toBe(errorMessage(entry.code, language, field));
  if (field === undefined) {
    expect(body.data).toBeNull();
  } else {
    expect(body.data?.field).toBe(field);
  }
  return body;
}

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

const edifactConnection: ProjectConnection = {
  ...x12Connection,
  standard: 'EDIFACT',
  version: 'D96A',
  x12: null,
  edifact: {
    syntaxId: 'UNOC',
    senderId: 'ACME SUPPLY',
    senderQualifier: '14',
    recipientId: 'RETAIL/CO',
    recipientQualifier: 'ZZZ',
    testIndicator: true,
  },
  directories: { ...defaultProjectDirectories, projectRoot: '/srv/edi/edifact' },
  features: { ...defaultProjectFeatures, gs1CompanyPrefix: '4012345', allowDelete: false },
};

const projectBody = (
  projectKey: string,
  overrides: Record<string, unknown> = {},
): Record<string, unknown> => ({
  projectKey,
  nameZh: `项目 ${projectKey}`,
  nameEn: `Project ${projectKey}`,
  description: 'A trading partner',
  sort: 10,
  connection: x12Connection,
  ...overrides,
});

const fieldInput = (
  key: string,
  overrides: Partial<ProjectFieldInput> = {},
): ProjectFieldInput => ({
  key,
  name: `Field ${key}`,
  type: 'string',
  defaultValue: '',
  maxLength: 64,
  tips: '',
  customListHeader: false,
  sort: 0,
  required: false,
  enabled: true,
  options: [],
  ...overrides,
});

const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

describe.each(databaseKinds)('projects API on %s', (kind) => {
  let portal: TestPortal;
  let adminToken: string;

  beforeAll(async () => {
    portal = await startTestPortal(kind);
    const admin = await portal.createUser({ account: 'boss', roles: ['ADMIN', 'USER'] });
    adminToken = await portal.tokenFor(admin.id);
  }, 60_000);
  afterAll(() => portal.close());

  /** A call in English, as the admin unless another token is given. */
  const call = (
    definition: EndpointDefinition,
    options: RequestOptions = {},
  ): Promise<LightMyRequestResponse> =>
    portal.request(definition, { token: adminToken, language: english, ...options });

  /** Runs a refused request and proves that no table changed. */
  async function unchanged(
    request: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const before = await snapshotTables(portal.database);
    const response = await request();
    expect(await snapshotTables(portal.database)).toEqual(before);
    return response;
  }

  async function create(
    projectKey: string,
    overrides: Record<string, unknown> = {},
  ): Promise<Project> {
    return successData(
      await call(projectEndpoints.save, { body: projectBody(projectKey, overrides) }),
      projectSchema,
    );
  }

  async function page(query: Record<string, string>) {
    const response = await call(projectEndpoints.page, { query });
    return successData(response, projectPageSchema);
  }

  async function fields(key: string, token = adminToken): Promise<ProjectField[]> {
    return successData(
      await call(projectEndpoints.fieldList, { params: { key }, token }),
      fieldListSchema,
    );
  }

  async function addField(key: string, input: ProjectFieldInput): Promise<ProjectField> {
    return successData(
      await call(projectEndpoints.fieldSave, { params: { key }, body: input }),
      projectFieldSchema,
    );
  }

  async function projectRow(key: string) {
    return portal.database.sql.query<{
      project_key: string;
      name_zh: string;
      name_en: string;
      description: string;
      sort: number;
      connection: ProjectConnection;
      api_key_hash: string | null;
    }>(
      'SELECT project_key, name_zh, name_en, description, sort, connection, api_key_hash FROM projects WHERE project_key = $1',
      [key],
    );
  }

  async function auditRows(target: string) {
    return portal.database.sql.query<{ action: string; actor_account: string | null }>(
      'SELECT action, actor_account FROM audit_events WHERE target = $1 ORDER BY id',
      [target],
    );
  }

  /** One received interchange of the project, inserted the way the gateway stores it. */
  async function insertInterchange(projectKey: string): Promise<void> {
    const [file] = await portal.database.sql.query<{ id: string }>(
      `INSERT INTO inbound_files (project_key, channel, file_name, content_sha256, size_bytes,
         format, status)
       VALUES ($1, 'file', 'in.edi', $2, 10, 'X12', 'accepted') RETURNING id`,
      [projectKey, 'a'.repeat(64)],
    );
    await portal.database.sql.query(
      `INSERT INTO interchanges (file_id, project_key, standard, sender_id, receiver_id,
         control_number, status)
       VALUES ($1, $2, 'X12', 'RETAILCO', 'ACMESUPPLY', '000000001', 'accepted')`,
      [file?.id, projectKey],
    );
  }

  async function insertMessage(projectKey: string): Promise<void> {
    await portal.database.sql.query(
      `INSERT INTO messages (project_key, standard, document_type, status, file_name,
         interchange_control_number, transaction_control_number, acknowledgement_expected,
         canonical, text, created_by)
       VALUES ($1, 'X12', '997', 'new', 'out.edi', '000000001', '0001', false, '{}'::jsonb,
         'ISA*...', 'boss')`,
      [projectKey],
    );
  }

  describe(endpointKey(projectEndpoints.save), () => {
    it('creates a project, trims its text, and records it in the audit trail', async () => {
      const project = await create('acme', {
        nameZh: '  爱克米  ',
        nameEn: ' Acme ',
        description: undefined,
        sort: 3,
      });
      expect(project).toMatchObject({
        projectKey: 'acme',
        nameZh: '爱克米',
        nameEn: 'Acme',
        description: '',
        sort: 3,
        connection: x12Connection,
        hasApiKey: false,
      });
      expect(Number.isNaN(Date.parse(project.createdAt))).toBe(false);
      expect(await projectRow('acme')).toEqual([
        {
          project_key: 'acme',
          name_zh: '爱克米',
          name_en: 'Acme',
          description: '',
          sort: 3,
          connection: x12Connection,
          api_key_hash: null,
        },
      ]);
      expect(await auditRows('acme')).toEqual([
        { action: 'project.create', actor_account: 'boss' },
      ]);
    });

    it('creates an EDIFACT project with its UNB identifiers and an absolute root', async () => {
      const project = await create('edifact-co', { connection: edifactConnection });
      expect(project.connection).toEqual(edifactConnection);
    });

    it('refuses a duplicate key with 4005 and changes nothing', async () => {
      await create('dup-key');
      const response = await unchanged(() =>
        call(projectEndpoints.save, {
          body: projectBody('dup-key', { nameEn: 'Another' }),
        }),
      );
      expectFailure(response, 'ALREADY_EXISTS', { field: 'projectKey' });
    });

    it.each<{ label: string; body: Record<string, unknown>; name: ErrorName; field: string }>([
      {
        label: 'a directory with ..',
        body: projectBody('bad-dir', {
          connection: {
            ...x12Connection,
            directories: { ...defaultProjectDirectories, deliveryInbox: 'inbound/../../etc' },
          },
        }),
        name: 'VALIDATION_FAILED',
        field: 'connection.directories.deliveryInbox',
      },
      {
        label: 'an absolute subdirectory',
        body: projectBody('bad-dir2', {
          connection: {
            ...x12Connection,
            directories: { ...defaultProjectDirectories, exportInbox: '/tmp/out' },
          },
        }),
        name: 'VALIDATION_FAILED',
        field: 'connection.directories.exportInbox',
      },
      {
        label: 'an outbound directory that is the inbound one, spelt in capitals',
        body: projectBody('same-dir', {
          connection: {
            ...x12Connection,
            directories: { ...defaultProjectDirectories, exportInbox: 'Inbound' },
          },
        }),
        name: 'VALIDATION_FAILED',
        field: 'connection.directories.exportInbox',
      },
      {
        label: 'a version of the other standard',
        body: projectBody('bad-version', {
          connection: { ...x12Connection, version: 'D96A' },
        }),
        name: 'VALIDATION_FAILED',
        field: 'connection.version',
      },
      {
        label: 'a GS1 company prefix of 5 digits',
        body: projectBody('bad-gs1', {
          connection: {
            ...x12Connection,
            features: { ...defaultProjectFeatures, gs1CompanyPrefix: '12345' },
          },
        }),
        name: 'VALIDATION_FAILED',
        field: 'connection.features.gs1CompanyPrefix',
      },
      {
        label: 'missing identifiers of the standard',
        body: projectBody('no-ids', { connection: { ...x12Connection, x12: null } }),
        name: 'FIELD_REQUIRED',
        field: 'connection.x12',
      },
      {
        label: 'a key with a space',
        body: projectBody('bad key'),
        name: 'VALIDATION_FAILED',
        field: 'projectKey',
      },
      {
        label: 'a key of 33 characters',
        body: projectBody('k'.repeat(33)),
        name: 'VALIDATION_FAILED',
        field: 'projectKey',
      },
      {
        label: 'an empty Chinese name',
        body: projectBody('no-name', { nameZh: '   ' }),
        name: 'FIELD_REQUIRED',
        field: 'nameZh',
      },
      {
        label: 'a negative sort',
        body: projectBody('bad-sort', { sort: -1 }),
        name: 'VALIDATION_FAILED',
        field: 'sort',
      },
    ])('refuses $label with the failing field and changes nothing', async (testCase) => {
      const response = await unchanged(() => call(projectEndpoints.save, { body: testCase.body }));
      expectFailure(response, testCase.name, { field: testCase.field });
    });
  });

  describe('the project list and page', () => {
    beforeAll(async () => {
      await create('lst-c', { sort: 1, nameEn: 'Gamma Retail', nameZh: '伽马' });
      await create('lst-a', { sort: 2, nameEn: 'Alpha Retail', nameZh: '阿尔法' });
      await create('lst-b', { sort: 1, nameEn: 'Beta 100% Retail', nameZh: '贝塔' });
    });

    it('lists every project sorted by sort, then key', async () => {
      const projects = successData(await call(projectEndpoints.list), projectListSchema);
      const keys = projects.map((project) => project.projectKey);
      expect(keys.filter((key) => key.startsWith('lst-'))).toEqual(['lst-b', 'lst-c', 'lst-a']);
      const all = await page({ size: '100' });
      expect(all.total).toBeLessThanOrEqual(100);
      expect(keys).toEqual(all.records.map((project) => project.projectKey));
    });

    it('gives every signed-in user only the key, the names and three switches', async () => {
      await create('sec-list', {
        connection: {
          ...edifactConnection,
          features: { ...edifactConnection.features, allowCancel: false, allowDelete: true },
        },
      });
      const reader = await portal.createUser({ account: 'lst-reader', roles: ['ORDER'] });
      const response = await call(projectEndpoints.list, {
        token: await portal.tokenFor(reader.id),
      });
      const body = envelopeSchema(z.array(z.record(z.string(), z.unknown()))).parse(
        response.json<unknown>(),
      );
      const secret = body.data.find((item) => item['projectKey'] === 'sec-list');
      expect(secret).toEqual({
        projectKey: 'sec-list',
        nameZh: '项目 sec-list',
        nameEn: 'Project sec-list',
        features: { allowCancel: false, allowDelete: true, confirmBeforeAccept: true },
      });
      for (const item of body.data) {
        expect(Object.keys(item).sort()).toEqual(['features', 'nameEn', 'nameZh', 'projectKey']);
      }
      // Identifiers, directories and the other switches stay with the admin.
      for (const hidden of ['ACME SUPPLY', 'RETAIL/CO', '/srv/edi', 'inbound', 'gs1', 'x12']) {
        expect(response.body).not.toContain(hidden);
      }
    });

    it('pages with page, size and total in the same order', async () => {
      const first = await page({ projectKey: 'lst-', size: '10' });
      expect(first).toMatchObject({ total: 3, page: 1, size: 10 });
      expect(first.records.map((project) => project.projectKey)).toEqual([
        'lst-b',
        'lst-c',
        'lst-a',
      ]);
      const all = await page({});
      const second = await page({ page: '2', size: '10' });
      expect(second.total).toBe(all.total);
      expect(second.records).toHaveLength(Math.max(0, Math.min(10, all.total - 10)));
    });

    it('filters by key and by either name, partially, case-insensitively, % literally', async () => {
      expect((await page({ projectKey: 'LST-A' })).records.map((p) => p.projectKey)).toEqual([
        'lst-a',
      ]);
      const byEnglish = await page({ name: 'retail' });
      expect(byEnglish.records.map((p) => p.projectKey)).toEqual(['lst-b', 'lst-c', 'lst-a']);
      expect(byEnglish.total).toBe(3);
      expect((await page({ name: '伽马' })).records.map((p) => p.projectKey)).toEqual(['lst-c']);
      expect((await page({ name: '100%' })).records.map((p) => p.projectKey)).toEqual(['lst-b']);
      expect((await page({ name: '%' })).records.map((p) => p.projectKey)).toEqual(['lst-b']);
      expect(await page({ projectKey: 'lst-', name: 'alpha' })).toMatchObject({
        total: 1,
        records: [{ projectKey: 'lst-a' }],
      });
    });

    it('refuses a page size other than 10, 20, 50 or 100', async () => {
      expectFailure(
        await call(projectEndpoints.page, { query: { size: 7 } }),
        'VALIDATION_FAILED',
        {
          field: 'size',
        },
      );
    });
  });

  describe(endpointKey(projectEndpoints.info), () => {
    it('returns one project', async () => {
      await create('info-me', { nameEn: 'Info Me' });
      const project = successData(
        await call(projectEndpoints.info, { params: { key: 'info-me' } }),
        projectSchema,
      );
      expect(project).toMatchObject({ projectKey: 'info-me', nameEn: 'Info Me', hasApiKey: false });
    });

    it('answers 3001 for an unknown key and 2xxx for a malformed one', async () => {
      expectFailure(await call(projectEndpoints.info, { params: { key: 'nobody' } }), 'NOT_FOUND', {
        field: 'key',
      });
      expectFailure(
        await call(projectEndpoints.info, { params: { key: 'not a key' } }),
        'VALIDATION_FAILED',
        {
          field: 'key',
        },
      );
    });
  });

  describe(endpointKey(projectEndpoints.update), () => {
    it('changes names, description and sort, and nothing else', async () => {
      const created = await create('upd-me', { connection: edifactConnection });
      const updated = successData(
        await call(projectEndpoints.update, {
          params: { key: 'upd-me' },
          body: { nameZh: '新名', nameEn: 'New name', description: 'Changed', sort: 42 },
        }),
        projectSchema,
      );
      expect(updated).toMatchObject({
        projectKey: 'upd-me',
        nameZh: '新名',
        nameEn: 'New name',
        description: 'Changed',
        sort: 42,
        connection: edifactConnection,
        createdAt: created.createdAt,
      });
      expect(await auditRows('upd-me')).toEqual([
        { action: 'project.create', actor_account: 'boss' },
        { action: 'project.update', actor_account: 'boss' },
      ]);
    });

    it('refuses an invalid body or an unknown key and changes nothing', async () => {
      await create('upd-bad');
      const invalid = await unchanged(() =>
        call(projectEndpoints.update, {
          params: { key: 'upd-bad' },
          body: { nameZh: '名', nameEn: 'n'.repeat(33), sort: 1 },
        }),
      );
      expectFailure(invalid, 'VALIDATION_FAILED', { field: 'nameEn' });
      const unknown = await unchanged(() =>
        call(projectEndpoints.update, {
          params: { key: 'nobody' },
          body: { nameZh: '名', nameEn: 'Name', sort: 1 },
        }),
      );
      expectFailure(unknown, 'NOT_FOUND', { field: 'key' });
    });
  });

  describe(endpointKey(projectEndpoints.updateConf), () => {
    beforeAll(async () => {
      await create('conf-bad');
    });

    it('changes the connection and keeps the names', async () => {
      await create('conf-me', { nameEn: 'Conf Me' });
      const connection: ProjectConnection = {
        ...edifactConnection,
        features: { ...defaultProjectFeatures, printLabel: false, maxItemsPerOuterPack: 12 },
      };
      const updated = successData(
        await call(projectEndpoints.updateConf, { params: { key: 'conf-me' }, body: connection }),
        projectSchema,
      );
      expect(updated).toMatchObject({ projectKey: 'conf-me', nameEn: 'Conf Me', connection });
      expect((await projectRow('conf-me'))[0]?.connection).toEqual(connection);
      expect((await auditRows('conf-me')).map((row) => row.action)).toEqual([
        'project.create',
        'project.updateConf',
      ]);
    });

    it.each<{ label: string; body: unknown; name: ErrorName; field: string }>([
      {
        label: 'a directory with ..',
        body: {
          ...x12Connection,
          directories: { ...defaultProjectDirectories, uploadInbox: '../upload' },
        },
        name: 'VALIDATION_FAILED',
        field: 'directories.uploadInbox',
      },
      {
        label: 'a root with ..',
        body: {
          ...x12Connection,
          directories: { ...defaultProjectDirectories, projectRoot: '/srv/../etc' },
        },
        name: 'VALIDATION_FAILED',
        field: 'directories.projectRoot',
      },
      {
        label: 'an outbound directory equal to the inbound one',
        body: {
          ...x12Connection,
          directories: { ...defaultProjectDirectories, exportInbox: 'inbound' },
        },
        name: 'VALIDATION_FAILED',
        field: 'directories.exportInbox',
      },
      {
        label: 'an upload directory inside processed/',
        body: {
          ...x12Connection,
          directories: { ...defaultProjectDirectories, uploadInbox: 'processed/upload' },
        },
        name: 'VALIDATION_FAILED',
        field: 'directories.uploadInbox',
      },
      {
        label: 'an X12 version for EDIFACT',
        body: { ...edifactConnection, version: '005010' },
        name: 'VALIDATION_FAILED',
        field: 'version',
      },
      {
        label: 'a GS1 prefix of 5 digits',
        body: {
          ...x12Connection,
          features: { ...defaultProjectFeatures, gs1CompanyPrefix: '12345' },
        },
        name: 'VALIDATION_FAILED',
        field: 'features.gs1CompanyPrefix',
      },
      {
        label: 'an unknown standard',
        body: { ...x12Connection, standard: 'TRADACOMS' },
        name: 'VALIDATION_FAILED',
        field: 'standard',
      },
    ])('refuses $label with the failing field and changes nothing', async (testCase) => {
      const response = await unchanged(() =>
        call(projectEndpoints.updateConf, { params: { key: 'conf-bad' }, body: testCase.body }),
      );
      expectFailure(response, testCase.name, { field: testCase.field });
    });

    it('answers 3001 for an unknown key', async () => {
      const response = await unchanged(() =>
        call(projectEndpoints.updateConf, { params: { key: 'nobody' }, body: x12Connection }),
      );
      expectFailure(response, 'NOT_FOUND', { field: 'key' });
    });

    it('says why directories overlap, in the caller’s language', async () => {
      const response = await call(projectEndpoints.updateConf, {
        params: { key: 'conf-bad' },
        body: {
          ...x12Connection,
          directories: { ...defaultProjectDirectories, businessXmlInbox: 'outbound/xml' },
        },
      });
      const body = expectFailure(response, 'VALIDATION_FAILED', {
        field: 'directories.businessXmlInbox',
      });
      expect(body.data?.issues).toEqual([
        {
          field: 'directories.businessXmlInbox',
          message: validationMessage('directoryOverlap', 'en-us'),
        },
      ]);
    });

    it('refuses overlapping directories in the service too, whatever the caller', async () => {
      const service = new ProjectsService(portal.database.db, portal.clock, portal.context.audit);
      const actor = { userId: null, account: 'test', ip: null };
      const overlapping: [Partial<ProjectConnection['directories']>, string, string][] = [
        [{ exportInbox: 'inbound' }, 'exportInbox', 'directoryOverlap'],
        [{ exportInbox: 'inbound/./out' }, 'exportInbox', 'directoryOverlap'],
        [{ uploadInbox: 'ERROR' }, 'uploadInbox', 'directoryOverlap'],
        [
          { deliveryInbox: 'in', businessXmlInbox: 'IN/xml' },
          'businessXmlInbox',
          'directoryOverlap',
        ],
        [{ uploadInbox: '../elsewhere' }, 'uploadInbox', 'invalid'],
        [{ uploadInbox: '.' }, 'uploadInbox', 'invalid'],
      ];
      for (const [directories, field, rule] of overlapping) {
        const connection = {
          ...x12Connection,
          directories: { ...defaultProjectDirectories, ...directories },
        };
        const before = await snapshotTables(portal.database);
        const refused = await service.updateConf('conf-bad', connection, actor).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refused, field).toBeInstanceOf(FieldValidationError);
        expect((refused as FieldValidationError).issues).toEqual([
          { field: `directories.${field}`, rule },
        ]);
        await expect(
          service.create({ ...projectBody('svc-dir'), connection } as ProjectSave, actor),
        ).rejects.toBeInstanceOf(FieldValidationError);
        expect(await snapshotTables(portal.database)).toEqual(before);
      }
    });
  });

  describe(endpointKey(projectEndpoints.remove), () => {
    it('deletes the project and its fields', async () => {
      await create('del-me');
      await addField('del-me', fieldInput('color'));
      successData(await call(projectEndpoints.remove, { params: { key: 'del-me' } }), emptySchema);
      expect(await projectRow('del-me')).toEqual([]);
      expect(
        await portal.database.sql.query('SELECT id FROM project_fields WHERE project_key = $1', [
          'del-me',
        ]),
      ).toEqual([]);
      expectFailure(await call(projectEndpoints.info, { params: { key: 'del-me' } }), 'NOT_FOUND', {
        field: 'key',
      });
      expect((await auditRows('del-me')).map((row) => row.action)).toEqual([
        'project.create',
        'project.field.create',
        'project.delete',
      ]);
      // The key is free again.
      await create('del-me');
    });

    it('refuses a project with interchanges (4017) and changes nothing', async () => {
      await create('del-traffic');
      await addField('del-traffic', fieldInput('kept'));
      await insertInterchange('del-traffic');
      const response = await unchanged(() =>
        call(projectEndpoints.remove, { params: { key: 'del-traffic' } }),
      );
      expectFailure(response, 'PROJECT_IN_USE', { field: 'key' });
      expect(await projectRow('del-traffic')).toHaveLength(1);
      expect(await fields('del-traffic')).toHaveLength(1);
    });

    it('refuses a project with messages (4017) and changes nothing', async () => {
      await create('del-sent');
      await insertMessage('del-sent');
      const response = await unchanged(() =>
        call(projectEndpoints.remove, { params: { key: 'del-sent' } }),
      );
      expectFailure(response, 'PROJECT_IN_USE', { field: 'key' });
    });

    it('deletes a project with interchanges when its allowDelete switch is on', async () => {
      await create('del-allowed', {
        connection: {
          ...x12Connection,
          features: { ...defaultProjectFeatures, allowDelete: true },
        },
      });
      await insertInterchange('del-allowed');
      successData(
        await call(projectEndpoints.remove, { params: { key: 'del-allowed' } }),
        emptySchema,
      );
      expect(await projectRow('del-allowed')).toEqual([]);
    });

    it('answers 3001 for an unknown key', async () => {
      const response = await unchanged(() =>
        call(projectEndpoints.remove, { params: { key: 'nobody' } }),
      );
      expectFailure(response, 'NOT_FOUND', { field: 'key' });
    });
  });

  describe(endpointKey(projectEndpoints.apiKey), () => {
    it('returns a new key once and stores only its sha256', async () => {
      await create('keyed');
      await create('keyless');
      const { apiKey } = successData(
        await call(projectEndpoints.apiKey, { params: { key: 'keyed' } }),
        projectApiKeySchema,
      );
      expect(apiKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const [row] = await projectRow('keyed');
      expect(row?.api_key_hash).toBe(sha256Hex(apiKey));
      expect(JSON.stringify(await snapshotTables(portal.database))).not.toContain(apiKey);

      const info = successData(
        await call(projectEndpoints.info, { params: { key: 'keyed' } }),
        projectSchema,
      );
      expect(info.hasApiKey).toBe(true);
      expect(JSON.stringify(info)).not.toContain(apiKey);
      expect(JSON.stringify(info)).not.toContain(sha256Hex(apiKey));

      const { db } = portal.database;
      expect(await verifyProjectApiKey(db, 'keyed', apiKey)).toBe(true);
      expect(await verifyProjectApiKey(db, 'keyed', `${apiKey}x`)).toBe(false);
      expect(await verifyProjectApiKey(db, 'keyed', '')).toBe(false);
      expect(await verifyProjectApiKey(db, 'keyless', apiKey)).toBe(false);
      expect(await verifyProjectApiKey(db, 'nobody', apiKey)).toBe(false);

      // A new key replaces the old one.
      const second = successData(
        await call(projectEndpoints.apiKey, { params: { key: 'keyed' } }),
        projectApiKeySchema,
      );
      expect(second.apiKey).not.toBe(apiKey);
      expect(await verifyProjectApiKey(db, 'keyed', apiKey)).toBe(false);
      expect(await verifyProjectApiKey(db, 'keyed', second.apiKey)).toBe(true);
      expect((await auditRows('keyed')).map((entry) => entry.action)).toEqual([
        'project.create',
        'project.apiKey',
        'project.apiKey',
      ]);
    });

    it('answers 3001 for an unknown key', async () => {
      const response = await unchanged(() =>
        call(projectEndpoints.apiKey, { params: { key: 'nobody' } }),
      );
      expectFailure(response, 'NOT_FOUND', { field: 'key' });
    });
  });

  describe('project fields', () => {
    it('adds fields and lists them sorted by sort, then key', async () => {
      await create('fld');
      const zeta = await addField('fld', fieldInput('zeta', { sort: 1 }));
      await addField(
        'fld',
        fieldInput('color', {
          type: 'dropdown',
          sort: 2,
          defaultValue: 'red',
          options: [
            { value: 'red', label: 'Red' },
            { value: 'blue', label: 'Blue' },
          ],
        }),
      );
      await addField('fld', fieldInput('alpha', { sort: 1, type: 'number', defaultValue: '12' }));
      expect(zeta).toMatchObject({ projectKey: 'fld', key: 'zeta', name: 'Field zeta' });
      expect((await fields('fld')).map((field) => field.key)).toEqual(['alpha', 'zeta', 'color']);
    });

    it('refuses a duplicate key (4005), a bad field and an unknown project, changing nothing', async () => {
      await create('fld-bad');
      await addField('fld-bad', fieldInput('taken'));
      const duplicate = await unchanged(() =>
        call(projectEndpoints.fieldSave, { params: { key: 'fld-bad' }, body: fieldInput('taken') }),
      );
      expectFailure(duplicate, 'ALREADY_EXISTS', { field: 'key' });
      const noOptions = await unchanged(() =>
        call(projectEndpoints.fieldSave, {
          params: { key: 'fld-bad' },
          body: fieldInput('pick', { type: 'dropdown' }),
        }),
      );
      expectFailure(noOptions, 'FIELD_REQUIRED', { field: 'options' });
      const badDefault = await unchanged(() =>
        call(projectEndpoints.fieldSave, {
          params: { key: 'fld-bad' },
          body: fieldInput('when', { type: 'date', defaultValue: 'tomorrow' }),
        }),
      );
      expectFailure(badDefault, 'VALIDATION_FAILED', { field: 'defaultValue' });
      const badType = await unchanged(() =>
        call(projectEndpoints.fieldSave, {
          params: { key: 'fld-bad' },
          body: { ...fieldInput('x'), type: 'blob' },
        }),
      );
      expectFailure(badType, 'VALIDATION_FAILED', { field: 'type' });
      const unknown = await unchanged(() =>
        call(projectEndpoints.fieldSave, { params: { key: 'nobody' }, body: fieldInput('x') }),
      );
      expectFailure(unknown, 'NOT_FOUND', { field: 'key' });
      expectFailure(
        await call(projectEndpoints.fieldList, { params: { key: 'nobody' } }),
        'NOT_FOUND',
        { field: 'key' },
      );
    });

    it('updates a field by id, only within its project', async () => {
      await create('fld-upd');
      await create('fld-other');
      const field = await addField('fld-upd', fieldInput('size'));
      await addField('fld-upd', fieldInput('weight'));
      const foreign = await addField('fld-other', fieldInput('size'));

      const updated = successData(
        await call(projectEndpoints.fieldUpdate, {
          params: { key: 'fld-upd' },
          body: {
            ...fieldInput('dimension', { required: true, sort: 5, tips: 'cm' }),
            id: field.id,
          },
        }),
        projectFieldSchema,
      );
      expect(updated).toMatchObject({
        id: field.id,
        projectKey: 'fld-upd',
        key: 'dimension',
        required: true,
        sort: 5,
        tips: 'cm',
      });
      expect((await fields('fld-upd')).map((row) => row.key)).toEqual(['weight', 'dimension']);

      const otherProject = await unchanged(() =>
        call(projectEndpoints.fieldUpdate, {
          params: { key: 'fld-upd' },
          body: { ...fieldInput('stolen'), id: foreign.id },
        }),
      );
      expectFailure(otherProject, 'NOT_FOUND', { field: 'id' });
      const missingId = await unchanged(() =>
        call(projectEndpoints.fieldUpdate, {
          params: { key: 'fld-upd' },
          body: fieldInput('noid'),
        }),
      );
      expectFailure(missingId, 'FIELD_REQUIRED', { field: 'id' });
      const renamedOnto = await unchanged(() =>
        call(projectEndpoints.fieldUpdate, {
          params: { key: 'fld-upd' },
          body: { ...fieldInput('weight'), id: field.id },
        }),
      );
      expectFailure(renamedOnto, 'ALREADY_EXISTS', { field: 'key' });
      const unknownProject = await unchanged(() =>
        call(projectEndpoints.fieldUpdate, {
          params: { key: 'nobody' },
          body: { ...fieldInput('x'), id: field.id },
        }),
      );
      expectFailure(unknownProject, 'NOT_FOUND', { field: 'key' });
      expect((await auditRows('fld-upd')).map((row) => row.action)).toEqual([
        'project.create',
        'project.field.create',
        'project.field.create',
        'project.field.update',
      ]);
    });

    it('replaces the whole list at once, keeping the ids of the keys that stay', async () => {
      await create('fld-batch');
      const kept = await addField('fld-batch', fieldInput('kept', { sort: 1 }));
      await addField('fld-batch', fieldInput('dropped', { sort: 2 }));

      const replaced = successData(
        await call(projectEndpoints.fieldBatchUpdate, {
          params: { key: 'fld-batch' },
          body: [
            fieldInput('added', { sort: 0, type: 'switch', defaultValue: 'true' }),
            fieldInput('kept', { sort: 3, name: 'Kept, renamed' }),
          ],
        }),
        fieldListSchema,
      );
      expect(replaced.map((field) => [field.key, field.sort])).toEqual([
        ['added', 0],
        ['kept', 3],
      ]);
      expect(replaced[1]).toMatchObject({ id: kept.id, name: 'Kept, renamed' });
      expect(await fields('fld-batch')).toEqual(replaced);

      successData(
        await call(projectEndpoints.fieldBatchUpdate, { params: { key: 'fld-batch' }, body: [] }),
        fieldListSchema,
      );
      expect(await fields('fld-batch')).toEqual([]);
      expect((await auditRows('fld-batch')).map((row) => row.action)).toEqual([
        'project.create',
        'project.field.create',
        'project.field.create',
        'project.field.batchUpdate',
        'project.field.batchUpdate',
      ]);
    });

    it('refuses a batch with a duplicate key or a bad field and changes nothing', async () => {
      await create('fld-atomic');
      await addField('fld-atomic', fieldInput('one'));
      const duplicate = await unchanged(() =>
        call(projectEndpoints.fieldBatchUpdate, {
          params: { key: 'fld-atomic' },
          body: [fieldInput('two'), fieldInput('three'), fieldInput('two')],
        }),
      );
      expectFailure(duplicate, 'VALIDATION_FAILED', { field: 'body' });
      const badSecond = await unchanged(() =>
        call(projectEndpoints.fieldBatchUpdate, {
          params: { key: 'fld-atomic' },
          body: [fieldInput('two'), fieldInput('three', { maxLength: 0 })],
        }),
      );
      expectFailure(badSecond, 'VALIDATION_FAILED', { field: '1.maxLength' });
      const unknown = await unchanged(() =>
        call(projectEndpoints.fieldBatchUpdate, {
          params: { key: 'nobody' },
          body: [fieldInput('two')],
        }),
      );
      expectFailure(unknown, 'NOT_FOUND', { field: 'key' });
      expect((await fields('fld-atomic')).map((field) => field.key)).toEqual(['one']);
    });
  });

  describe('access', () => {
    const target = { params: { key: 'acc-target' } };
    const adminCalls: readonly { route: EndpointDefinition; input: RequestOptions }[] = [
      { route: projectEndpoints.page, input: {} },
      { route: projectEndpoints.save, input: { body: projectBody('sneaky') } },
      { route: projectEndpoints.info, input: target },
      {
        route: projectEndpoints.update,
        input: { ...target, body: { nameZh: '黑', nameEn: 'Hacked', sort: 0 } },
      },
      { route: projectEndpoints.updateConf, input: { ...target, body: x12Connection } },
      { route: projectEndpoints.remove, input: target },
      { route: projectEndpoints.apiKey, input: target },
      { route: projectEndpoints.fieldSave, input: { ...target, body: fieldInput('evil') } },
      {
        route: projectEndpoints.fieldUpdate,
        input: { ...target, body: { ...fieldInput('evil'), id: 1 } },
      },
      { route: projectEndpoints.fieldBatchUpdate, input: { ...target, body: [] } },
    ];

    beforeAll(async () => {
      await create('acc-target');
      await addField('acc-target', fieldInput('visible'));
    });

    it.each<{ label: string; roles: readonly Role[] }>([
      { label: 'USER', roles: ['USER'] },
      { label: 'ORDER', roles: ['ORDER'] },
      { label: 'ALL', roles: ['ALL', 'USER'] },
    ])(
      'refuses every admin call to a $label user (1003) but lets them list projects and fields',
      async (testCase) => {
        const caller = await portal.createUser({
          account: `prj-${testCase.label.toLowerCase()}`,
          roles: testCase.roles,
        });
        const token = await portal.tokenFor(caller.id);
        for (const adminCall of adminCalls) {
          const response = await unchanged(() =>
            call(adminCall.route, { ...adminCall.input, token }),
          );
          expectFailure(response, 'NO_PERMISSION');
        }
        const projects = successData(
          await call(projectEndpoints.list, { token }),
          projectListSchema,
        );
        expect(projects.map((project) => project.projectKey)).toContain('acc-target');
        expect((await fields('acc-target', token)).map((field) => field.key)).toEqual(['visible']);
      },
    );

    it('refuses every call without a token (1001)', async () => {
      for (const anyCall of [
        ...adminCalls,
        { route: projectEndpoints.list, input: {} },
        { route: projectEndpoints.fieldList, input: target },
      ]) {
        expectFailure(
          await call(anyCall.route, { ...anyCall.input, token: undefined }),
          'SESSION_INVALID',
        );
      }
    });
  });
});
