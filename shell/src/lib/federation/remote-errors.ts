/**
 * `skew`: the remote was built against a newer kernel (or shared 1.x) than this shell provides
 * (its manifest says so); running it could crash on a missing export, so it is not run.
 */
export type RemoteFailureKind = 'timeout' | 'failure' | 'render' | 'skew';

const FAILURE_TEXT: Record<RemoteFailureKind, string> = {
  timeout: 'timed out',
  failure: 'failed to load',
  render: 'failed while rendering',
  skew: 'needs a newer shared contract than this shell provides',
};

/** A remote that could not be loaded (or threw while rendering), contained to its own route. */
export class RemoteLoadError extends Error {
  readonly remote: string;
  readonly kind: RemoteFailureKind;

  constructor(remote: string, kind: RemoteFailureKind, cause?: unknown) {
    super(`Remote "${remote}" ${FAILURE_TEXT[kind]}`, { cause });
    this.name = 'RemoteLoadError';
    this.remote = remote;
    this.kind = kind;
  }
}

const TIMEOUT_PATTERN = /timed? ?out|timeout|aborted/i;

/** The shared contract a remote needs (its manifest) against the one this shell provides. */
export class RemoteSkewError extends Error {
  readonly remote: string;
  readonly required: string;
  readonly provided: string;

  constructor(remote: string, required: string, provided: string) {
    super(`Remote "${remote}" needs ${required}; this shell provides ${provided}`);
    this.name = 'RemoteSkewError';
    this.remote = remote;
    this.required = required;
    this.provided = provided;
  }
}

/** Time-outs and network failures read differently to the player (SPEC §8), so tell them apart. */
export function classifyLoadError(error: unknown): Exclude<RemoteFailureKind, 'render'> {
  if (error instanceof RemoteSkewError) return 'skew';
  if (error instanceof RemoteLoadError) return error.kind === 'render' ? 'failure' : error.kind;
  if (error instanceof Error) {
    if (error.name === 'TimeoutError' || error.name === 'AbortError') return 'timeout';
    if (TIMEOUT_PATTERN.test(error.message)) return 'timeout';
    if (error.cause !== undefined && error.cause !== error) return classifyLoadError(error.cause);
  }
  return 'failure';
}
