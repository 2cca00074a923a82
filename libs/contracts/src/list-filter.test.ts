import { describe, expect, it } from 'vitest';
import { fileExportSchema, listFilterOf } from './master-data';
import { inventoryReportRequestSchema } from './inventory';

describe('listFilterOf', () => {
  it("keeps a list query's filter as its query string says it, without its paging", () => {
    expect(
      listFilterOf({
        page: 3,
        size: 10,
        after: 'cursor',
        projectKey: 'ACME',
        storeId: 4,
        status: ['RECEIVED', 'ACCEPTED'],
        unpaidOnly: true,
        name: undefined,
        note: null,
      }),
    ).toEqual({
      projectKey: 'ACME',
      storeId: '4',
      status: 'RECEIVED,ACCEPTED',
      unpaidOnly: 'true',
    });
  });
});

describe('the scope of an export or inventory report', () => {
  it('takes ticked ids or a filter, never both', () => {
    expect(fileExportSchema.safeParse({ resource: 'store', ids: [1, 2] }).success).toBe(true);
    expect(fileExportSchema.safeParse({ resource: 'store', filter: { city: 'X' } }).success).toBe(
      true,
    );
    const both = fileExportSchema.safeParse({ resource: 'store', ids: [1], filter: {} });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['filter']);
    expect(
      inventoryReportRequestSchema.safeParse({ projectKey: 'ACME', ids: [1], filter: {} }).success,
    ).toBe(false);
    expect(
      inventoryReportRequestSchema.safeParse({ projectKey: 'ACME', filter: { vendorNumber: 'P' } })
        .success,
    ).toBe(true);
  });

  it('refuses a filter that is not short text by name', () => {
    for (const filter of [{ city: 4 }, { city: 'x'.repeat(1001) }, 'city=X']) {
      expect(
        fileExportSchema.safeParse({ resource: 'store', filter }).success,
        String(filter),
      ).toBe(false);
    }
  });
});
