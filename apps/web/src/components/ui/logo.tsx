import { Group, Text } from '@mantine/core';
import { useId } from 'react';

type LogoProps = {
  size?: number;
  withWordmark?: boolean;
  /** Hide the wordmark on phones, where the header has no room for it. */
  compactOnPhone?: boolean;
  /** Beside a title that already names the page: hidden from screen readers. */
  decorative?: boolean;
};

/** The Perya mark (a Ferris wheel) and wordmark. */
export const Logo = ({ size = 36, withWordmark = true, compactOnPhone = false, decorative = false }: LogoProps) => {
  const gradientId = useId();
  return (
    <Group gap={10} wrap="nowrap" {...(decorative ? { 'aria-hidden': true } : { 'aria-label': 'Perya', role: 'img' })}>
      <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-hidden="true">
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ffd66b" />
            <stop offset="1" stopColor="#f29b1d" />
          </linearGradient>
        </defs>
        <rect width="64" height="64" rx="16" fill="#1c2240" />
        <circle cx="32" cy="28" r="16" fill="none" stroke={`url(#${gradientId})`} strokeWidth="4" />
        <g stroke={`url(#${gradientId})`} strokeWidth="3" strokeLinecap="round">
          <path d="M32 12v32M16 28h32M20.7 16.7l22.6 22.6M43.3 16.7 20.7 39.3" />
        </g>
        <path
          d="M24 54l8-12 8 12"
          fill="none"
          stroke={`url(#${gradientId})`}
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="32" cy="28" r="4" fill="#ff3d71" />
      </svg>
      {withWordmark && (
        <Text
          component="span"
          fw={800}
          fz={size * 0.62}
          lh={1}
          variant="gradient"
          visibleFrom={compactOnPhone ? 'xs' : undefined}
          gradient={{ from: 'gold.3', to: 'gold.6', deg: 90 }}
          style={{ letterSpacing: '0.08em' }}
        >
          PERYA
        </Text>
      )}
    </Group>
  );
};
