/**
 * A lazy chunk that renders Mantine components beyond the first screen's: it resolves once both
 * the chunk and the full Mantine stylesheet have arrived, so nothing paints unstyled.
 */
export const withFullStyles = async <M>(load: () => Promise<M>): Promise<M> => {
  const [module] = await Promise.all([load(), import('@/styles/mantine-full')]);
  return module;
};
