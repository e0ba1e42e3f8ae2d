// Writes the known-answer vectors (test-vectors/*.json) from the engines on node:crypto.
// Run: npx tsx packages/games/scripts/write-test-vectors.ts
// A change here is a change of published results: the vectors are what players' and third-party
// verifiers check against, so review every diff of test-vectors/ as such.
import { writeFileSync } from 'node:fs';

import { nodeCrypto } from '../src/node';
import { computeTestVectors, TEST_VECTOR_FILES } from '../src/testing/test-vectors';

const vectors = await computeTestVectors(nodeCrypto);
for (const name of TEST_VECTOR_FILES) {
  writeFileSync(
    new URL(`../test-vectors/${name}.json`, import.meta.url),
    `${JSON.stringify(vectors[name], null, 2)}\n`,
  );
}
