import { describe, expect, it } from 'vitest';
import { endpointKey, pathOf, searchOf, urlOf } from './endpoint';
import { allEndpoints, orderEndpoints } from './endpoints';

describe('endpoint contracts', () => {
  it('fills every :name of a path with its value, URI-encoded', () => {
    expect(pathOf(orderEndpoints.info, { serial_number: 42 })).toBe('/api/order/info/42');
    expect(pathOf(orderEndpoints.byOrderNumber, { number: 'PO 1/2' })).toBe(
      '/api/order/info/order/PO%201%2F2',
    );
  });

  it('refuses a path whose value is missing', () => {
    expect(() => pathOf(orderEndpoints.info, {})).toThrow(/serial_number/);
  });

  it('leaves absent query values out and sends lists comma-separated', () => {
    expect(searchOf({ a: undefined, b: null, status: ['RECEIVED', 'CHANGED'], page: 2 })).toBe(
      '?status=RECEIVED%2CCHANGED&page=2',
    );
    expect(searchOf({})).toBe('');
    expect(urlOf(orderEndpoints.documentTypes, { query: { project_key: 'ACME' } })).toBe(
      '/api/order/documentTypes?project_key=ACME',
    );
  });

  it('names each endpoint once: no two share a method and path', () => {
    const keys = allEndpoints.map(endpointKey);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('GET /api/order/page');
  });

  it('gives every endpoint a summary, a tag and an access', () => {
    for (const definition of allEndpoints) {
      expect(definition.summary.length, endpointKey(definition)).toBeGreaterThan(0);
      expect(definition.tags.length, endpointKey(definition)).toBeGreaterThan(0);
      const access = definition.access;
      expect('public' in access || access.roles.length > 0, endpointKey(definition)).toBe(true);
    }
  });
});
