// Where an entry chunk's bytes come from, by its source map: bytes of generated code per package
// (node_modules) or per app folder, largest first (bench/README.md, "Phone figures").
//
//   node bench/web/treemap.mjs apps/web/dist/assets/index-….js [rows]
import { readFileSync } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const file = process.argv[2];
const code = readFileSync(file, 'utf8');
const map = JSON.parse(readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const bytes = new Map();
const group = (src) => {
  if (!src) return '(unmapped)';
  const m = src.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) return m[1];
  const a = src.match(/(apps\/web\/src\/[^/]+(?:\/[^/]+)?)/) || src.match(/(packages\/[^/]+\/src)/);
  return a ? a[1] : src.replace(/^(\.\.\/)+/, '');
};
const mappings = [];
c.eachMapping((m) => mappings.push(m));
// generated positions in order
for (let i = 0; i < mappings.length; i++) {
  const m = mappings[i],
    n = mappings[i + 1];
  let len;
  if (n && n.generatedLine === m.generatedLine) len = n.generatedColumn - m.generatedColumn;
  else len = lines[m.generatedLine - 1].length - m.generatedColumn + 1;
  const g = group(m.source);
  bytes.set(g, (bytes.get(g) ?? 0) + len);
}
const total = code.length;
console.log('total', (total / 1024).toFixed(1), 'kB');
for (const [k, v] of [...bytes].sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[3] ?? 40)))
  console.log((v / 1024).toFixed(1).padStart(7), k);
