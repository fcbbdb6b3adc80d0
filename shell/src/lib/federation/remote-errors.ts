export type RemoteFailureKind = 'timeout' | 'failure' | 'render';

/** A remote that could not be loaded (or threw while rendering), contained to its own route. */
export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly kind: RemoteFailureKind;

  constructor(remote: string, kind: RemoteFailureKind, cause?: unknown) {
    super(`Remote "${remote}" ${kind === 'timeout' ? 'timed out' : kind === 'render' ? 'failed while rendering' : 'failed to load'}`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.kind = kind;
  }
}

const TIMEOUT_PATTERN = /timed? ?out|timeout|aborted/i;

/** Time-outs and network failures read differently to the player (SPEC §8), so tell them apart. */
export function classifyLoadError(error: unknown): Exclude<RemoteFailureKind, 'render'> {
  if (error instanceof RemoteLoadError) return error.kind === 'timeout' ? 'timeout' : 'failure';
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    if (TIMEOUT_PATTERN.test(error.message)) return 'timeout';
    if (error.cause !== undefined && error.cause !== error) return classifyLoadError(error.cause);
  }
  return 'failure';
}
