import type { FastifySchema, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import { ref } from './schemas';

/*
 * Documentation-only route schemas. A route spreads `...docs({ body, response })` into its
 * options: @fastify/swagger puts the schemas into the OpenAPI document (./openApi.ts), while the
 * route's own compilers make them inert at run time:
 * - requests are not validated against them: the handlers check their input and answer
 *   ThingsBoard's exact messages (http/messages.ts), which Fastify's validator would pre-empt;
 * - responses are serialized with JSON.stringify, as for a route without a schema, so no field
 *   the schema does not name is ever dropped.
 */

type Schema = Record<string, unknown>;

export interface RouteDocs {
  summary?: string;
  description?: string;
  /** The request body: a schema, or the `$id` of a shared one (./schemas.ts). */
  body?: Schema | string;
  /** The 200 response: a schema, or the `$id` of a shared one. */
  response?: Schema | string;
  /** The 200 response has no body. */
  emptyResponse?: boolean;
}

const acceptAll: FastifySchemaCompiler<unknown> = () => () => true;
const plainJson: FastifySerializerCompiler<unknown> = () => (data) => JSON.stringify(data);

const resolve = (schema: Schema | string): Schema => (typeof schema === 'string' ? ref(schema) : schema);

/** Route options that document the route's body and response without validating or reshaping either. */
export function docs(spec: RouteDocs): { schema: FastifySchema; validatorCompiler: FastifySchemaCompiler<unknown>; serializerCompiler: FastifySerializerCompiler<unknown> } {
  const schema: FastifySchema & Record<string, unknown> = {};
  if (spec.summary) schema.summary = spec.summary;
  if (spec.description) schema.description = spec.description;
  if (spec.body) schema.body = resolve(spec.body);
  if (spec.response) schema.response = { 200: resolve(spec.response) };
  else if (spec.emptyResponse) schema.response = { 200: { description: 'OK (empty body)', type: 'null' } };
  return { schema, validatorCompiler: acceptAll, serializerCompiler: plainJson };
}
