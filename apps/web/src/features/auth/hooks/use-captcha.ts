import { useQuery } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';

import { CAPTCHA_REFRESH_MS } from '@perya/contracts';

import { getCaptchaImage } from '../api/challenge';

export type Captcha = {
  /** Sent with the answer; the server knows the code under this key. */
  key: string;
  /** The PNG, base64, or null while none has loaded. */
  image: string | null;
  /** A new code under a new key; at most once per CAPTCHA_REFRESH_MS. */
  refresh: () => void;
  isLoading: boolean;
};

// crypto.randomUUID exists only in secure contexts (https, localhost); a portal opened over plain
// http on a LAN address still needs keys, so build a v4 UUID from getRandomValues there.
const newKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
};

/**
 * An image captcha: a key of our own choosing and the image the server drew for it. A code is
 * good for one answer, so call `refresh` after every failed submit.
 */
export const useCaptcha = ({ enabled = true }: { enabled?: boolean } = {}): Captcha => {
  const [key, setKey] = useState(newKey);
  const lastRefreshAt = useRef(0);
  const query = useQuery({
    queryKey: ['challenge', 'captcha', key],
    queryFn: () => getCaptchaImage(key),
    // A form that may need a captcha later draws none until it does.
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });

  const refresh = useCallback(() => {
    const now = Date.now();
    if (now - lastRefreshAt.current < CAPTCHA_REFRESH_MS) return;
    lastRefreshAt.current = now;
    setKey(newKey());
  }, []);

  return { key, image: query.data ?? null, refresh, isLoading: query.isFetching };
};
