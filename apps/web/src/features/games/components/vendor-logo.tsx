import { FallbackImage } from '@/components/ui/fallback-image';

import classes from './vendors.module.css';

type VendorLogoProps = { src: string; name: string; size?: 'sm' | 'md' | 'lg'; decorative?: boolean };

const initialsOf = (name: string) =>
  name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** A provider's logo; its initials on a gold disc when the image does not load. */
export const VendorLogo = ({ src, name, size = 'md', decorative = false }: VendorLogoProps) => (
  <FallbackImage
    sources={[src]}
    alt={decorative ? '' : name}
    className={classes.logo}
    data-size={size}
    fallback={
      <span
        className={classes.logoFallback}
        data-size={size}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {initialsOf(name) || '?'}
      </span>
    }
  />
);
