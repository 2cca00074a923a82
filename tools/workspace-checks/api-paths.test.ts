import { describe, expect, it } from 'vitest';
import { apiAreas, pathLiteralPattern, pathSpellings, workspacePathSpellings } from './api-paths';

describe('API paths are spelled only in libs/contracts', () => {
  const pattern = pathLiteralPattern(apiAreas());

  it('knows the areas of the API from the endpoint contracts', () => {
    expect(apiAreas()).toEqual(expect.arrayContaining(['order', 'file']));
  });

  it('finds a planted spelling in every form it can take', () => {
    const planted = [
      "app.get('/api/order/page', handler);",
      'apiClient().get("/order/page", schema);',
      'const url = `/order/info/${id}`;',
      "fetch('/api/health')",
      "const base = '/api';",
    ];
    for (const line of planted) {
      expect(pathSpellings('planted.ts', line, pattern), line).toHaveLength(1);
    }
  });

  it('leaves screen routes and other slashes alone', () => {
    const innocent = [
      "navigate('/space/order');",
      '/** The operation log (`/order/record`) of an order. */',
      " * GET '/api/order/page' in a comment",
      "const route = '/login';",
      "import { x } from './order/api';",
      "const date = '2026/11/24';",
      "const remote = '/remotes/orders/remoteEntry.js';",
    ];
    for (const line of innocent) expect(pathSpellings('fine.ts', line, pattern), line).toEqual([]);
  });

  it('holds for the whole workspace', () => {
    const found = workspacePathSpellings().map((hit) => `${hit.file}:${hit.line}: ${hit.text}`);
    expect(found).toEqual([]);
  });
});
