import type { FastifyError, FastifyInstance } from 'fastify';
import { fail, HttpError } from './envelope';

const CODE_BY_STATUS: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** Every error becomes the envelope with a safe message: never a stack trace. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).send(fail(error.message, null, error.code));
    }
    if (error.validation) {
      return reply.code(400).send(fail(`Invalid request: ${error.message}`, null, 'BAD_REQUEST'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(fail(error.message, null, CODE_BY_STATUS[status] ?? 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail('Unknown error', null, 'INTERNAL_ERROR'));
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(fail(`Not found: ${request.method} ${pathOf(request.url)}`, null, 'NOT_FOUND'));
  });
}

const asText = (body: string | Buffer): string => (typeof body === 'string' ? body : body.toString('utf8'));

/**
 * JSON bodies: Fastify's own parser (prototype-poisoning safe), but an empty body is allowed
 * (DELETE calls may send the content type without a body). Form-encoded bodies become objects.
 */
export function installBodyParsers(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = asText(body);
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(asText(body))));
  });
}

/** The path of a request URL without its query string. */
export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : url.slice(0, index);
}
