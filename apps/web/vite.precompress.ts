import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

// Brotli and gzip copies of the text assets, written once at build time: the server sends them to
// browsers that accept them (@fastify/static preCompressed), so no request pays for compression.
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/** Compresses the files of `outDir` that `only` accepts (by path relative to it; all by default). */
export const precompress = (outDir: string, only: (file: string) => boolean = () => true): Plugin => ({
  name: 'perya-precompress',
  apply: 'build',
  closeBundle() {
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) visit(path);
        else if (COMPRESSIBLE.test(entry) && statSync(path).size > 1024 && only(relative(outDir, path))) {
          const source = readFileSync(path);
          writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
          writeFileSync(`${path}.br`, brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      }
    };
    visit(outDir);
  },
});
