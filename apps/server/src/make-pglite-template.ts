import { buildPgliteTemplate } from './db/pglite-template';

// Run by the build (apps/server/build.mjs) after bundling: the migrated engine a first start on
// an empty data folder begins from (db/pglite-template-file.ts).
const file = await buildPgliteTemplate();
process.stdout.write(`[perya] embedded database template: ${file}\n`);
