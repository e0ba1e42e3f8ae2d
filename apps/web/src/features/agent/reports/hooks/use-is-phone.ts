import { useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

/** Below the `sm` breakpoint, reports show cards instead of wide tables. */
export const useIsPhone = (): boolean => {
  const theme = useMantineTheme();
  return useMediaQuery(`(max-width: calc(${theme.breakpoints.sm} - 0.01em))`, false, {
    getInitialValueInEffect: false,
  });
};
