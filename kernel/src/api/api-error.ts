export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'unauthorized' | 'business' | 'invalid-response';

export type ApiErrorOptions = {
  code?: string;
  value?: unknown;
  status?: number;
  cause?: unknown;
};

/**
 * The one error type of every API call. `message` is the server's message for `business`
 * errors and a key of the `common` i18n namespace for every other kind.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly code?: string;
  /** The server's `value` for business errors, e.g. `{ captcha: true }`. */
  readonly value?: unknown;
  readonly status?: number;

  constructor(kind: ApiErrorKind, message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    this.code = options.code;
    this.value = options.value;
    this.status = options.status;
  }
}

// Structural, not `instanceof`: an error thrown by another deployed copy of the kernel counts too.
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error &&
    error.name === 'ApiError' &&
    typeof (error as Partial<ApiError>).kind === 'string'
  );
}

/** Maps any error to a key of the `common` namespace; business errors give the server message. */
export function errorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'error.unknown';
  switch (error.kind) {
    case 'network':
      return 'error.network';
    case 'timeout':
      return 'error.timeout';
    case 'unauthorized':
      return 'error.notLoggedIn';
    case 'business':
      return error.message || 'error.unknown';
    case 'http':
      return httpMessageKey(error.status);
    case 'invalid-response':
      return 'error.unknown';
  }
}

export function httpMessageKey(status: number | undefined): string {
  switch (status) {
    case 403:
      return 'error.restricted';
    case 404:
      return 'error.invalidUrl';
    case 503:
      return 'error.maintenance';
    default:
      return 'error.unknown';
  }
}
