import { errorEnvelopeSchema, remotesManifestSchema } from '@portal/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAccess } from '../access/route-access';
import { failure } from '../common/envelope';
import { requestLanguage } from '../common/language';
import {
  defaultRemotesManifest,
  ManifestFileError,
  readRemotesManifestFile,
} from './remotes-manifest';

export interface RemotesManifestOptions {
  readonly webRoot: string;
  /** REMOTES_MANIFEST: read on every request, so editing it switches a remote with no restart. */
  readonly remotesManifest: string | undefined;
}

/** `GET /remotes.json`: where the shell finds each remote at run time (decisions.md §1). */
export const remotesManifestRoutes: FastifyPluginAsyncZod<RemotesManifestOptions> = async (
  app,
  { webRoot, remotesManifest },
) => {
  app.get(
    '/remotes.json',
    {
      config: { access: publicAccess },
      schema: {
        hide: true,
        summary: 'Remotes manifest for the shell',
        response: { 200: remotesManifestSchema, 500: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (remotesManifest === undefined) return defaultRemotesManifest(webRoot);
      try {
        return await readRemotesManifestFile(remotesManifest);
      } catch (error) {
        if (!(error instanceof ManifestFileError)) throw error;
        request.log.error(error.message);
        return reply.code(500).send(failure(requestLanguage(request), 'OPERATION_FAILED'));
      }
    },
  );
};
