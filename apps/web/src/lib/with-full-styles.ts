/** Whether a chunk has asked for the full sheet: from then on it is the page's, or on its way. */
let isFullSheetAsked = false;

const loadFullSheet = (): Promise<unknown> => {
  isFullSheetAsked = true;
  return import('@/styles/mantine-full');
};

const withSheet = async <M>(load: () => Promise<M>, loadSheet: () => Promise<unknown>): Promise<M> => {
  const [module] = await Promise.all([load(), loadSheet()]);
  return module;
};

/**
 * A lazy chunk that renders Mantine components beyond the first screen's: it resolves once both
 * the chunk and the full Mantine stylesheet have arrived, so nothing paints unstyled.
 */
export const withFullStyles = <M>(load: () => Promise<M>): Promise<M> => withSheet(load, loadFullSheet);

/**
 * The same for a chunk whose components a smaller sheet covers (styles/mantine-popups.ts): that
 * sheet, unless a chunk has asked for the full one already. Every sheet added to a page makes the
 * browser match the page's elements again; the full one, 250 kB, made that a long task on a phone
 * (decision 075), and a second sheet after it would only repeat rules it has.
 */
export const withStylesFrom = <M>(load: () => Promise<M>, loadSheet: () => Promise<unknown>): Promise<M> =>
  withSheet(load, isFullSheetAsked ? loadFullSheet : loadSheet);
