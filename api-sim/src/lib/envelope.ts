/** The platform's response envelope (docs/api-contract.md, "Conventions"). */
export interface Envelope<T> {
  success: boolean;
  value: T;
  message: string | null;
  code?: string;
}

export function ok<T>(value: T, message: string | null = null): Envelope<T> {
  return { success: true, value, message };
}

/** A business failure: answered with HTTP 200 and `success: false`. */
export function fail<T = null>(message: string, value: T, code?: string): Envelope<T> {
  return code === undefined ? { success: false, value, message } : { success: false, value, message, code };
}

export const UNAUTHORIZED_MESSAGE = 'You are not logged in, please log in';

/** An error answered with its HTTP status and the envelope; thrown from handlers and hooks. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string): HttpError => new HttpError(400, message, 'BAD_REQUEST');
export const unauthorized = (): HttpError => new HttpError(401, UNAUTHORIZED_MESSAGE, 'UNAUTHORIZED');
