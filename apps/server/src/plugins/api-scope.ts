import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';

import { envelopeSerializerCompiler, wrapSuccess } from './envelope';
import { validatorCompiler } from './schema-validation';

export type ApiScopeOptions = {
  /** Runs before every route of the scope (the system gate). */
  onRequest?: onRequestAsyncHookHandler[];
  routes: FastifyPluginAsyncZod[];
};

/**
 * The API scope: zod validation and serialization, success envelopes, and the modules' routes.
 * Encapsulated (not fastify-plugin) so root plugins with plain JSON-schema routes are untouched.
 */
export const apiScope = async (api: FastifyInstance, options: ApiScopeOptions): Promise<void> => {
  api.setValidatorCompiler(validatorCompiler);
  api.setSerializerCompiler(envelopeSerializerCompiler);
  api.addHook('preSerialization', wrapSuccess);
  for (const hook of options.onRequest ?? []) api.addHook('onRequest', hook);
  const typed = api.withTypeProvider<ZodTypeProvider>();
  for (const routes of options.routes) await typed.register(routes);
};
