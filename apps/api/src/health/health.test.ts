import {
  endpointKey,
  envelopeSchema,
  healthEndpoints,
  healthSchema,
  urlOf,
} from '@portal/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import type { App } from '../app';
import { buildTestApp, testSettings } from '../testing/fixtures';

const { health } = healthEndpoints;

describe(endpointKey(health), () => {
  let app: App | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('answers an envelope with status, version and uptime', async () => {
    app = buildTestApp(testSettings({ version: '1.2.3-build.7' })).app;
    const response = await app.inject({ method: health.method, url: urlOf(health) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const body = envelopeSchema(healthSchema).parse(response.json());
    expect(body.code).toBe('0000');
    expect(body.message).toBe('操作成功');
    expect(body.data.status).toBe('ok');
    expect(body.data.version).toBe('1.2.3-build.7');
    expect(Number.isInteger(body.data.uptimeSeconds)).toBe(true);
    expect(body.data.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.data.uptimeSeconds).toBeLessThanOrEqual(Math.ceil(process.uptime()));
  });

  it('speaks English when asked', async () => {
    app = buildTestApp(testSettings()).app;
    const response = await app.inject({
      method: health.method,
      url: urlOf(health),
      headers: { 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(response.json()).toMatchObject({ code: '0000', message: 'Success' });
  });
});
