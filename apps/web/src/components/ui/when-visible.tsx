import type { ReactNode } from 'react';
import { useEffect, useRef, useState } from 'react';

type WhenVisibleProps = {
  children: ReactNode;
  /**
   * The room kept for the content until it renders, so the page does not jump: pixels, or a CSS
   * length (a custom property set by `className` when the room depends on the width).
   */
  minHeight: number | string;
  /** How far ahead of the viewport to start (CSS margin). */
  rootMargin?: string;
  className?: string;
};

/**
 * Renders its children once they come near the viewport (an IntersectionObserver), keeping their
 * room until then: below-the-fold blocks cost nothing on the first paint.
 */
export const WhenVisible = ({ children, minHeight, rootMargin = '400px 0px', className }: WhenVisibleProps) => {
  const ref = useRef<HTMLDivElement>(null);
  const [isVisible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isVisible || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isVisible, rootMargin]);
  return (
    <div ref={ref} className={className} style={isVisible ? undefined : { minHeight }}>
      {isVisible ? children : null}
    </div>
  );
};
