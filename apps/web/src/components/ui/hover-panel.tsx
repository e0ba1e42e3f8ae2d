import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';

import classes from './hover-panel.module.css';

type Position = 'bottom-start' | 'right';

type HoverPanelProps = {
  /** What the pointer rests on: rendered as it is (the panel adds no box around it). */
  target: ReactNode;
  /** The panel's content, rendered only while it is open. */
  children: ReactNode;
  position?: Position;
  openDelay?: number;
  closeDelay?: number;
  /** Opens on keyboard focus too (tooltips); hover cards open under a pointer only. */
  withFocus?: boolean;
  /** A tooltip: compact, and announced as one. */
  isTooltip?: boolean;
  className?: string;
};

const GAP = 6;
const EDGE = 8;

/** Where the panel goes: next to the target, kept inside the viewport. */
const placementOf = (target: DOMRect, position: Position, panelWidth: number): { top: number; left: number } =>
  position === 'right'
    ? { top: target.top + target.height / 2, left: target.right + GAP + 4 }
    : {
        top: target.bottom + GAP,
        left: Math.max(EDGE, Math.min(target.left, window.innerWidth - EDGE - panelWidth)),
      };

// Hidden until placed (the first frame would show it at the corner).
const UNPLACED: CSSProperties = { visibility: 'hidden' };

/**
 * A panel shown next to its target under the pointer (a hover card or a tooltip), in a portal so a
 * scrolling row or menu never clips it. Small and dependency-free: the first screen's navigation
 * uses it, where Mantine's floating-ui based popovers would weigh more than the menus themselves.
 */
export const HoverPanel = ({
  target,
  children,
  position = 'bottom-start',
  openDelay = 120,
  closeDelay = 160,
  withFocus = false,
  isTooltip = false,
  className,
}: HoverPanelProps) => {
  const anchor = useRef<HTMLSpanElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [isOpen, setOpen] = useState(false);

  const schedule = (open: boolean) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(open), open ? openDelay : closeDelay);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  // Placed before paint, once the panel's width is known.
  useLayoutEffect(() => {
    const element = anchor.current?.firstElementChild;
    const node = panel.current;
    if (!isOpen || !element || !node) return;
    const { top, left } = placementOf(element.getBoundingClientRect(), position, node.offsetWidth);
    node.style.top = `${top}px`;
    node.style.left = `${left}px`;
    node.style.visibility = 'visible';
  }, [isOpen, position]);

  const handlers = {
    onMouseEnter: () => schedule(true),
    onMouseLeave: () => schedule(false),
  };

  return (
    <>
      <span
        ref={anchor}
        className={classes.anchor}
        {...handlers}
        {...(withFocus ? { onFocus: () => schedule(true), onBlur: () => schedule(false) } : {})}
      >
        {target}
      </span>
      {isOpen &&
        createPortal(
          <div
            ref={panel}
            role={isTooltip ? 'tooltip' : undefined}
            className={`${isTooltip ? classes.tooltip : classes.card} ${className ?? ''}`}
            data-position={position}
            style={UNPLACED}
            {...handlers}
          >
            {children}
          </div>,
          document.body,
        )}
    </>
  );
};
