import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { SimContext } from '../../context';
import { fail, ok } from '../../lib/envelope';
import { pathOf } from '../../lib/http-setup';
import type { Fault, SimState } from '../../state/sim-state';

export const CONTROL_PREFIX = '/__sim';

export type FaultInput = Omit<Fault, 'id' | 'remaining'> & { times?: number };

/** A body that is valid JSON but not the shape the client expects. */
export const MALFORMED_BODY = { success: true, value: { unexpected: 42 } } as const;
/** A body that is not JSON at all. */
export const INVALID_JSON_BODY = '{"success": true, "value": {"unexpected": ';

export function addFault(state: SimState, input: FaultInput): Fault {
  const { times, ...rest } = input;
  const fault: Fault = { id: state.nextFaultId, ...rest, ...(times === undefined ? {} : { remaining: times }) };
  state.nextFaultId += 1;
  state.faults.push(fault);
  return fault;
}

/** The most recently added fault matching the path; counts one use and drops it when used up. */
export function takeFault(state: SimState, path: string): Fault | undefined {
  const index = state.faults.findLastIndex((fault) => path.startsWith(fault.path));
  const fault = state.faults[index];
  if (!fault) return undefined;
  if (fault.remaining !== undefined) {
    fault.remaining -= 1;
    if (fault.remaining <= 0) state.faults.splice(index, 1);
  }
  return fault;
}

function sendFault(reply: FastifyReply, fault: Fault): FastifyReply {
  const status = fault.status ?? 200;
  if (fault.malformed === 'invalid-json') {
    return reply.code(status).header('content-type', 'application/json; charset=utf-8').send(INVALID_JSON_BODY);
  }
  if (fault.malformed) return reply.code(status).send(MALFORMED_BODY);
  return reply.code(status).send(status < 400 ? ok(null) : fail(`Simulated fault (HTTP ${status})`, null, 'SIM_FAULT'));
}

/** Applies injected faults to every request outside the control API (CORS preflights excluded). */
export function installFaultInjection(app: FastifyInstance, ctx: SimContext): void {
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    if (request.method === 'OPTIONS' || path.startsWith(CONTROL_PREFIX)) return undefined;
    const fault = takeFault(ctx.state, path);
    if (!fault) return undefined;
    if (fault.delayMs) await sleep(fault.delayMs);
    if (fault.status !== undefined || fault.malformed) return sendFault(reply, fault);
    return undefined;
  });
}
