import { useState } from 'react';

import classes from './vendors.module.css';

type VendorLogoProps = { src: string; name: string; size?: 'sm' | 'md' | 'lg'; decorative?: boolean };

/** A provider's logo; its initials on a gold disc when the image does not load. */
export const VendorLogo = ({ src, name, size = 'md', decorative = false }: VendorLogoProps) => {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const alt = decorative ? '' : name;
  if (!src || failedSrc === src) {
    const initials = name
      .split(/[\s_-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => part[0]?.toUpperCase())
      .join('');
    return (
      <span
        className={classes.logoFallback}
        data-size={size}
        role={decorative ? undefined : 'img'}
        aria-label={decorative ? undefined : name}
        aria-hidden={decorative || undefined}
      >
        {initials || '?'}
      </span>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      className={classes.logo}
      data-size={size}
      loading="lazy"
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
};
