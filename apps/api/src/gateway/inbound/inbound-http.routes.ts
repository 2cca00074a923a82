import { ediInboundEndpoints, projectApiKeyHeader, type InboundReceipt } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { App } from '../../common/app-types';
import { success } from '../../common/envelope';
import { registerEndpoints } from '../../common/endpoint-route';
import type { ApiContext } from '../../context';
import { projects } from '../../database';
import { ApiError } from '../../errors';
import { verifyProjectApiKey } from '../../projects/projects.service';

/** Bodies are taken as bytes, whatever the partner calls them: the gateway detects the format. */
const ediContentTypes = [
  'text/plain',
  'application/edi-x12',
  'application/edifact',
  'application/edi-consent',
  'application/octet-stream',
];

/**
 * The HTTP channel (ediInboundEndpoints.receive). The partner (or its VAN) sends one interchange
 * as the body and the project's API key in `x-api-key`; the answer says accepted, partial,
 * duplicate or rejected, with every problem found. Read, stored and acknowledged exactly like a
 * file; a body over EDI_MAX_INBOUND_MB is refused before it is read.
 */
export async function inboundHttpRoutes(app: App, context: ApiContext): Promise<void> {
  app.removeContentTypeParser(['text/plain']);
  app.addContentTypeParser(ediContentTypes, { parseAs: 'buffer' }, (_request, body, done) => {
    done(null, body);
  });
  registerEndpoints(
    app,
    ediInboundEndpoints,
    {
      receive: async (request) => {
        const { key } = request.params;
        const presented = request.headers[projectApiKeyHeader];
        const valid =
          typeof presented === 'string' &&
          presented !== '' &&
          (await verifyProjectApiKey(context.database.db, key, presented));
        // An unknown project and a wrong key get the same answer: nothing to probe.
        if (!valid) throw new ApiError('API_KEY_INVALID');
        const [project] = await context.database.db
          .select({ connection: projects.connection })
          .from(projects)
          .where(eq(projects.projectKey, key));
        if (project === undefined) throw new ApiError('API_KEY_INVALID');
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const fileName =
          request.query.fileName ??
          `http-${context.clock.now().toISOString().replace(/[:.]/g, '')}.edi`;
        const outcome = await context.gateway.receiveBody(key, project.connection, fileName, body);
        const receipt: InboundReceipt = {
          fileId: outcome.fileId,
          status: outcome.status,
          reason: outcome.reason,
          problems: [...outcome.problems],
          documents: outcome.documents,
          orders: outcome.orders,
          duplicateOf: outcome.duplicateOf ?? null,
        };
        return success(request, receipt);
      },
    },
    { receive: { bodyLimit: context.settings.ediMaxInboundBytes } },
  );
}
