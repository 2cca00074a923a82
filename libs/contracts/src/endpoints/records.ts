import { z } from 'zod';
import { endpoint, type EndpointAccess } from '../endpoint';
import { recordIdParamsSchema } from '../master-data';

/** The dropdown list of a record kind: who may read it besides its own role, and its filter. */
interface ListCall {
  readonly summary: string;
  readonly access: EndpointAccess;
  readonly query?: z.ZodType;
}

/**
 * What one master-data record kind says about its six calls; the paths, methods and the `:id`
 * parameter are the same for every kind (spec §7), so they are written once, below.
 */
interface RecordCalls<
  R extends z.ZodType,
  PQ extends z.ZodType,
  PR extends z.ZodType,
  L extends ListCall,
  SB extends z.ZodType,
  UB extends z.ZodType,
> {
  readonly tags: readonly string[];
  /** The record kind's own role: everything but the list. */
  readonly access: EndpointAccess;
  /** One record as the server answers it. */
  readonly record: R;
  readonly page: { readonly summary: string; readonly query: PQ; readonly response: PR };
  readonly list: L;
  readonly save: { readonly summary: string; readonly body: SB };
  readonly info: { readonly summary: string };
  readonly update: { readonly summary: string; readonly body: UB };
  readonly remove: { readonly summary: string };
}

/**
 * `/api/<name>/page`, `/list`, `/save`, `/info/:id`, `/update/:id` and `/delete/:id` of a master-data
 * record kind (products, packages, locations, stores, option types and values).
 */
export const recordEndpoints = <
  const N extends string,
  R extends z.ZodType,
  PQ extends z.ZodType,
  PR extends z.ZodType,
  const L extends ListCall,
  SB extends z.ZodType,
  UB extends z.ZodType,
>(
  /** The path segment after /api/: `product`, `optionDetail`. */
  name: N,
  calls: RecordCalls<R, PQ, PR, L, SB, UB>,
) => {
  const { tags, access, record } = calls;
  const params = recordIdParamsSchema;
  return {
    page: endpoint({
      method: 'GET',
      path: `/api/${name}/page`,
      summary: calls.page.summary,
      tags,
      access,
      transfer: 'json',
      query: calls.page.query,
      response: calls.page.response,
    }),
    list: endpoint({
      method: 'GET',
      path: `/api/${name}/list`,
      tags,
      transfer: 'json',
      response: z.array(record),
      ...calls.list,
    }),
    save: endpoint({
      method: 'POST',
      path: `/api/${name}/save`,
      summary: calls.save.summary,
      tags,
      access,
      transfer: 'json',
      body: calls.save.body,
      response: record,
    }),
    info: endpoint({
      method: 'GET',
      path: `/api/${name}/info/:id`,
      summary: calls.info.summary,
      tags,
      access,
      transfer: 'json',
      params,
      response: record,
    }),
    update: endpoint({
      method: 'PUT',
      path: `/api/${name}/update/:id`,
      summary: calls.update.summary,
      tags,
      access,
      transfer: 'json',
      params,
      body: calls.update.body,
      response: record,
    }),
    remove: endpoint({
      method: 'DELETE',
      path: `/api/${name}/delete/:id`,
      summary: calls.remove.summary,
      tags,
      access,
      transfer: 'json',
      params,
      response: z.null(),
    }),
  } as const;
};
