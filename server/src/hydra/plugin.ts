import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Violation } from '../../../contract/index.js';
import { ApiError, hydraErrorBody, MESSAGES, violationListBody } from './errors.js';
import { localizeMessage, negotiateLocale } from './messages.js';
import { isFieldLevel, uniqueViolations } from './validation.js';

export const JSONLD_CONTENT_TYPE = 'application/ld+json; charset=utf-8';

/** Media types whose bodies are JSON. Multipart (file uploads) is added by the files plugin with its own parser. */
export const JSON_MEDIA_TYPES = ['application/json', 'application/ld+json', 'application/merge-patch+json'];

/**
 * Where a refused value sits in the request body, as a violation path ('provider',
 * 'address.country', 'countries[2]'); undefined when the body does not carry it.
 */
export function pathOfValue(body: unknown, value: unknown, path = ''): string | undefined {
  if (body === value && path !== '') return path;
  if (Array.isArray(body)) {
    for (const [index, item] of body.entries()) {
      const found = pathOfValue(item, value, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
  } else if (body !== null && typeof body === 'object') {
    for (const [key, item] of Object.entries(body)) {
      const found = pathOfValue(item, value, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

/** An Invalid IRI names the field that sent it, so a form shows it there (the description stays "Invalid IRI"). */
function violationsOf(error: ApiError, body: unknown): Violation[] | undefined {
  if (error.violations) return error.violations;
  if (error.subject === undefined || error.subject === null) return undefined;
  const propertyPath = pathOfValue(body, error.subject);
  return propertyPath === undefined ? undefined : [{ propertyPath, message: MESSAGES.invalidLink }];
}

/** The error's JSON-LD body, in the caller's language (Accept-Language; messages.ts). */
export function sendHydraError(reply: FastifyReply, error: ApiError): FastifyReply {
  const locale = negotiateLocale(reply.request.headers['accept-language']);
  const say = (message: string) => localizeMessage(message, locale);
  const title = say('An error occurred');
  const violations = violationsOf(error, reply.request.body)?.map((v) => ({ ...v, message: say(v.message) }));
  const body = violations
    ? violationListBody(violations, { title, description: error.violations ? undefined : say(error.description) })
    : hydraErrorBody(say(error.description), title);
  return reply.code(error.statusCode).type(JSONLD_CONTENT_TYPE).header('content-language', locale).send(body);
}

function describeFrameworkError(error: FastifyError): ApiError | null {
  if (error.validation) {
    if (error.validationContext === 'params') return new ApiError(404, 'Not Found');
    if (isFieldLevel(error.validation, error.validationContext)) {
      const violations = uniqueViolations(error.validation);
      return new ApiError(422, violations.map((v) => `${v.propertyPath}: ${v.message}`).join('\n'), violations);
    }
    return new ApiError(400, error.validationContext === 'body' ? 'Syntax error' : 'Invalid query parameter');
  }
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'The content-type is not supported.');
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'Request Entity Too Large');
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'Syntax error');
  }
  if (error instanceof SyntaxError || (error.statusCode === 400 && /JSON/i.test(error.message)))
    return new ApiError(400, 'Syntax error');
  const status = error.statusCode ?? 500;
  // Other 4xx come from the framework (e.g. a malformed URL); their messages can name internals, so only the status text goes out.
  if (status >= 400 && status < 500) return new ApiError(status, STATUS_CODES[status] ?? 'Bad Request');
  return null;
}

/**
 * The wire format of api-contract.md: JSON bodies in, JSON-LD out, and every failure as a
 * hydra:Error or ConstraintViolationList. Nothing a client sees ever carries a stack or SQL text.
 */
export const hydraPlugin = fp(
  async (app: FastifyInstance) => {
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    // text/plain is Fastify's other default parser; without it a text body is refused with 415.
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser(JSON_MEDIA_TYPES, { parseAs: 'string' }, (request, body, done) => {
      // A bodiless call that still names JSON (e.g. POST …/invalidate) is treated as having no body.
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (text.trim() === '') return done(null, undefined);
      defaultJson(request, text, done);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error instanceof ApiError ? error : describeFrameworkError(error);
      if (known) return sendHydraError(reply, known);
      request.log.error({ err: error }, 'unexpected fault while answering a request');
      return sendHydraError(reply, new ApiError(500, 'Internal Server Error'));
    });

    // API answers are per caller and change with every write: no browser or proxy may keep them.
    app.addHook('onSend', async (request, reply, payload) => {
      if (
        request.url.startsWith('/api/') &&
        !reply.hasHeader('cache-control') &&
        /json/.test(String(reply.getHeader('content-type')))
      )
        reply.header('cache-control', 'no-store');
      return payload;
    });

    app.setNotFoundHandler((_request, reply) => sendHydraError(reply, new ApiError(404, 'Not Found')));
  },
  { name: 'hydra' },
);
