import {
  cloneElement,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Tooltip.css';
import { placeTooltip, TOOLTIP_MARGIN, type Point } from './placeTooltip';

interface TriggerProps {
  'aria-describedby'?: string;
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** One element (focusable, for keyboard users); it gets the handlers and `aria-describedby`. */
  children: ReactElement<TriggerProps>;
  /** Space kept between the tooltip and the viewport's edges; 10 px by default (spec 1). */
  margin?: number;
}

/**
 * The custom tooltip of the spec: a small dark box that follows the pointer, stays inside the
 * viewport with a 10 px margin and fades in over 0.2 s. It also shows while its element has
 * keyboard focus (below the element), and Escape hides it. Radix Tooltip anchors to the element,
 * not the pointer, so the placement here is our own (`placeTooltip`).
 */
export function Tooltip({ content, children, margin = TOOLTIP_MARGIN }: TooltipProps) {
  const id = useId();
  const [anchor, setAnchor] = useState<Point | null>(null);
  const [position, setPosition] = useState<Point | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);

  // Measure the box where it is, then move it to its place (before paint, so it never jumps).
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!anchor || !box) {
      return;
    }
    const { width, height } = box.getBoundingClientRect();
    setPosition(
      placeTooltip(anchor, { width, height }, { width: window.innerWidth, height: window.innerHeight }, margin),
    );
  }, [anchor, margin, content]);

  useEffect(() => {
    if (!anchor) {
      return undefined;
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setAnchor(null);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [anchor]);

  const hide = () => {
    setAnchor(null);
    setPosition(null);
  };
  const follow = (event: PointerEvent<HTMLElement>) => setAnchor({ x: event.clientX, y: event.clientY });
  const own = children.props;

  const trigger = cloneElement(children, {
    'aria-describedby': anchor ? [own['aria-describedby'], id].filter(Boolean).join(' ') : own['aria-describedby'],
    onPointerEnter: (event: PointerEvent<HTMLElement>) => {
      own.onPointerEnter?.(event);
      follow(event);
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      own.onPointerMove?.(event);
      follow(event);
    },
    onPointerLeave: (event: PointerEvent<HTMLElement>) => {
      own.onPointerLeave?.(event);
      hide();
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      own.onFocus?.(event);
      const rect = event.currentTarget.getBoundingClientRect();
      setAnchor({ x: rect.left, y: rect.bottom });
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      own.onBlur?.(event);
      hide();
    },
  });

  return (
    <>
      {trigger}
      {anchor
        ? createPortal(
            <div
              ref={boxRef}
              id={id}
              role="tooltip"
              className={styles.tooltip}
              data-state={position ? 'open' : 'measuring'}
              // Computed geometry: the only inline style (house style H4).
              style={{ left: position?.x ?? 0, top: position?.y ?? 0 }}
            >
              {content}
            </div>,
            document.body,
          )
        : null}
    </>
  );
}
