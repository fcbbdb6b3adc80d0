import type { SimRoutes } from '../../context';
import { ok } from '../../lib/envelope';
import { addRemoteLoads, listRemoteLoads, type RemoteLoadReport } from './remote-load-state';

/** Where the shell reports its remotes' loads and failures by release (runtime config `metricsUrl`). */
export const REMOTE_LOADS_PATH = '/wps/v2/metrics/remote-loads';

const count = { type: 'integer', minimum: 0, maximum: 10_000 } as const;

const reportSchema = {
  type: 'object',
  required: ['loads'],
  properties: {
    loads: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['remote', 'release'],
        properties: {
          remote: { type: 'string', minLength: 1, maxLength: 64 },
          release: { type: 'string', minLength: 1, maxLength: 128 },
          channel: { type: 'string', enum: ['stable', 'canary'] },
          ok: count,
          failed: count,
          render: count,
        },
      },
    },
  },
} as const;

/**
 * The metrics store of remote loads (issue 25): the shell POSTs batches of counts (sendBeacon,
 * no answer read); the canary controller (`pnpm release:watch`) GETs the counts per remote and
 * release. DELETE clears them (tests).
 */
export const remoteLoadRoutes: SimRoutes = async (app, { ctx }) => {
  app.post<{ Body: { loads: RemoteLoadReport[] } }>(REMOTE_LOADS_PATH, { bodyLimit: 32 * 1024, schema: { body: reportSchema } }, async (request, reply) => {
    addRemoteLoads(ctx.state.remoteLoads, request.body.loads);
    return reply.code(204).send();
  });

  app.get(REMOTE_LOADS_PATH, async () => ok({ list: listRemoteLoads(ctx.state.remoteLoads) }));

  app.delete(REMOTE_LOADS_PATH, async () => {
    ctx.state.remoteLoads.counts.clear();
    return ok({ list: [] });
  });
};
