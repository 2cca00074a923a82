import {
  defaultProjectDirectories,
  defaultProjectFeatures,
  pathOf,
  projectEndpoints,
} from '@portal/contracts';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configureApiClient } from './portal-client';
import { listProjects } from './shared-lists';

/** What the server answers to the project list in each test. */
let listAnswer: unknown = [];
let requested = '';
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    requested = request.url ?? '';
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ code: '0000', message: 'ok', data: listAnswer }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  configureApiClient({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    getToken: () => 'token',
    getLanguage: () => 'en-us',
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('listProjects', () => {
  it('reads the key, the names and the three switches of each project', async () => {
    listAnswer = [
      {
        projectKey: 'ACME',
        nameZh: '阿克米',
        nameEn: 'Acme',
        features: { allowCancel: true, allowDelete: false, confirmBeforeAccept: true },
      },
    ];
    expect(await listProjects()).toEqual(listAnswer);
    expect(requested).toBe(pathOf(projectEndpoints.list));
  });

  it('keeps nothing more, even from a server that sends the whole connection', async () => {
    listAnswer = [
      {
        projectKey: 'ACME',
        nameZh: '阿克米',
        nameEn: 'Acme',
        connection: { directories: defaultProjectDirectories, features: defaultProjectFeatures },
        features: { ...defaultProjectFeatures, allowDelete: true },
      },
    ];
    expect(await listProjects()).toEqual([
      {
        projectKey: 'ACME',
        nameZh: '阿克米',
        nameEn: 'Acme',
        features: { allowCancel: true, allowDelete: true, confirmBeforeAccept: true },
      },
    ]);
  });
});
