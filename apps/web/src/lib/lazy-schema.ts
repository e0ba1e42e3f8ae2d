import type * as schemas from './startup-schemas';

type StartupSchemas = typeof schemas;

/**
 * A loader of one of the first screen's answer schemas, for api-client. The schemas (and zod) sit
 * in a chunk of their own that the first call fetches, while its request is on the network: the
 * first screen's script carries neither (about 40 kB gzip).
 */
export const lazySchema =
  <K extends keyof StartupSchemas>(name: K) =>
  (): Promise<StartupSchemas[K]> =>
    import('./startup-schemas').then((module) => module[name]);
