import { type FastifyError, type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type FieldErrors, summarize } from '../../errors.js';

interface Issue {
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

function fieldName(path: string, context: string | undefined): string {
  const key = path.replace(/^\//, '').replaceAll('/', '.');
  if (key) {
    return key;
  }
  return context === 'body' || !context ? 'body' : context;
}

function issueMessage(field: string, issue: Issue): string {
  const message = issue.message ?? 'The value is invalid.';
  // zod reports a missing field as a type error on `undefined`; say what a person understands.
  if (field === 'body' && /received (undefined|null)$/.test(message)) {
    return 'The request body is required.';
  }
  if (/received undefined$/.test(message)) {
    return `The ${field.replaceAll('_', ' ')} field is required.`;
  }
  return message;
}

/** Groups schema issues by dotted field path (`repeater.until`), as every 422 shows them. */
export function fieldErrors(issues: readonly Issue[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = fieldName(issue.instancePath, context);
    (errors[field] ??= []).push(issueMessage(field, issue));
  }
  return errors;
}

/*
 * The one error handler: every error a client can cause becomes a 4xx with a clear `message`;
 * anything else is a 500 whose details go to the log only, never to the client.
 */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        return reply
          .code(error.statusCode)
          .headers(error.headers())
          .send({ message: error.message, ...error.body() });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(error.validation, error.validationContext);
        return reply.code(422).send({ message: summarize(errors), errors });
      }
      if (error.validation) {
        const errors = fieldErrors(error.validation, error.validationContext);
        return reply.code(422).send({ message: summarize(errors), errors });
      }
      const status = error.statusCode ?? 500;
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || status === 413) {
        return reply.code(413).send({ message: 'The request body is too large.' });
      }
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return reply.code(400).send({ message: 'The request body is not valid JSON.' });
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return reply.code(400).send({ message: 'The request body is empty but its content type is JSON.' });
      }
      if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || status === 415) {
        return reply.code(415).send({ message: 'The request body must be JSON.' });
      }
      if (status >= 400 && status < 500) {
        return reply.code(status).send({ message: error.message });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ message: 'Server Error' });
    });
  },
  { name: 'error-handler' },
);
