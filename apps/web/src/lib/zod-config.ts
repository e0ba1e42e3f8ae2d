import { config } from 'zod';

// The contracts' schemas parse every answer. Zod probes for eval() (new Function) to compile faster
// parsers, when each object schema is built; the page's CSP forbids eval, and the probe alone files
// a CSP violation. This module runs before any schema is built (first import of main.tsx).
config({ jitless: true });
