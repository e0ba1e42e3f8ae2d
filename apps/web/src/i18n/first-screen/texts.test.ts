import { describe, expect, it } from 'vitest';

import { NAMESPACES } from '..';
import en from './texts-en';
import fil from './texts-fil';
import pt from './texts-pt';

describe("the first screen's texts", () => {
  it.each([
    ['en', en],
    ['fil', fil],
    ['pt', pt],
  ])('should hold exactly the namespaces every first screen loads, in %s', (tag, files) => {
    const namespaces = Object.keys(files).map((path) => path.replace(`../locales/${tag}/`, '').replace('.json', ''));
    expect(namespaces.sort()).toEqual([...NAMESPACES].sort());
    for (const texts of Object.values(files)) expect(Object.keys(texts).length).toBeGreaterThan(0);
  });
});
