import { useLocalStorage } from '@mantine/hooks';

/** Local storage key of the header's hide-balance choice. */
export const HIDE_BALANCE_KEY = 'perya.hideBalance';

/** Whether amounts show as stars: remembered on this device, shared by every open tab. */
export const useHideBalance = () =>
  useLocalStorage<boolean>({
    key: HIDE_BALANCE_KEY,
    defaultValue: false,
    // Read before the first paint: a hidden balance must never flash on screen.
    getInitialValueInEffect: false,
  });
