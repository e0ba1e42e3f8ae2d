import { describe, expect, it, vi } from 'vitest';

import { withFullStyles, withStylesFrom } from './with-full-styles';

// Which sheet comes first on a page is e2e/phone-speed.e2e.ts's (the home's announcement brings
// the popup styles, not the full sheet): here, module state may come from another file's test.
describe('the styles a lazy chunk loads with itself', () => {
  it('should not load a smaller sheet once a chunk has asked for the full one', async () => {
    await withFullStyles(async () => 'page');
    const smaller = vi.fn(async () => ({}));
    await expect(withStylesFrom(async () => 'popups', smaller)).resolves.toBe('popups');
    expect(smaller).not.toHaveBeenCalled();
  });
});
