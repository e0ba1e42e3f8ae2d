import type { FastifyInstance, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

import { envelope, envelopeSerializerCompiler } from './envelope';
import { validatorCompiler } from './schema-validation';

export type ApiScopeOptions = {
  /** Run in order before every route of the scope: who is calling, the system gate, access. */
  onRequest?: onRequestAsyncHookHandler[];
  /** Run after parsing, before schema validation (decrypting "(enc)" fields). */
  preValidation?: preValidationAsyncHookHandler[];
  /** Called with the scope before routes are added (to check each route as it registers). */
  beforeRoutes?: (api: FastifyInstance) => void;
  routes: FastifyPluginAsyncZod[];
};

/**
 * The API scope: zod validation and serialization, success envelopes, and the modules' routes.
 * Encapsulated (not fastify-plugin) so root plugins with plain JSON-schema routes are untouched.
 */
export const apiScope = async (api: FastifyInstance, options: ApiScopeOptions): Promise<void> => {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(envelopeSerializerCompiler);
  // Every handler's result goes out in the success envelope, whatever its type (a string too,
  // which Fastify's serialization hooks would skip). A handler that sends its own reply (HTML)
  // returns the reply and is left alone.
  api.addHook('onRoute', (route) => {
    const handler = route.handler;
    route.handler = async function wrappedInEnvelope(request, reply) {
      const result: unknown = await handler.call(this, request, reply);
      if (result === reply || reply.sent) return result;
      return envelope(request, 'OK', result ?? null);
    };
  });
  for (const hook of options.onRequest ?? []) api.addHook('onRequest', hook);
  for (const hook of options.preValidation ?? []) api.addHook('preValidation', hook);
  options.beforeRoutes?.(api);
  const typed = api.withTypeProvider<ZodTypeProvider>();
  for (const routes of options.routes) await typed.register(routes);
};
