/**
 * A round button that floats over the page, can be dragged anywhere and then rests against the
 * nearer side edge. A press under 200 ms that barely moves is a tap (§9); a longer press or a drag
 * is not, so dragging never triggers the action.
 *
 * It never rests where it covers something: from the driver's preferred spot (the initial one or
 * where they dropped it) it takes the nearest spot along that side edge, then the other, where it
 * covers no control, number or bar (use-floating-placement.ts). While a modal is open it is
 * hidden — invisible, out of the tab order and of the accessibility tree — rather than stacked
 * against the modal's z-index (a dialog rendered in a stacking context of its own could still lose).
 */
import {
  type PointerEvent as ReactPointerEvent,
  type MouseEvent,
  type ReactNode,
  useRef,
  useState,
} from 'react';
import { type Insets, type Point, type Size, clampToViewport, isTap } from './floating-geometry';
import { useFloatingPlacement } from './use-floating-placement';
import styles from './floating-button.module.css';

export interface FloatingButtonProps {
  /** Accessible name: the button usually shows only an icon. */
  label: string;
  /** A tap (or keyboard activation); never called after a drag or a long press. */
  onTap: () => void;
  /** The icon. */
  children: ReactNode;
  /** Diameter in px; at least 44 for gloved hands. Default 52. */
  size?: number;
  /** Room kept free at the top and bottom (nav bar, tab bar). Default 56 / 64. */
  insets?: Insets;
  /** Where it starts, as a fraction of the viewport height, on the right edge. Default 0.72. */
  initialHeight?: number;
  /**
   * Buttons with the same key share where the driver left them for this visit (across screens and
   * remounts). Without a key each mount starts at its initial place.
   */
  memoryKey?: string;
  /**
   * Steps aside from controls, numbers and fixed bars (and hides under modals). Default true;
   * false rests exactly where it is put.
   */
  avoidCovering?: boolean;
  /** When this changes (the route, say) it looks for its spot again at once. */
  placementKey?: unknown;
  className?: string;
  'data-testid'?: string;
}

const DEFAULTS = {
  size: 52,
  insets: { top: 56, bottom: 64 } as Insets,
  initialHeight: 0.72,
  avoidCovering: true,
};

interface Gesture {
  pointerId: number;
  start: Point;
  origin: Point;
  startedAt: number;
  dragging: boolean;
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

export function FloatingButton(props: FloatingButtonProps) {
  const { label, onTap, children, memoryKey, className } = props;
  const size = Math.max(44, props.size ?? DEFAULTS.size);
  const insets = props.insets ?? DEFAULTS.insets;
  const box: Size = { width: size, height: size };

  const ref = useRef<HTMLButtonElement>(null);
  const placed = useFloatingPlacement(ref, {
    size,
    insets,
    initialHeight: props.initialHeight ?? DEFAULTS.initialHeight,
    memoryKey,
    avoidCovering: props.avoidCovering ?? DEFAULTS.avoidCovering,
    placementKey: props.placementKey,
  });
  const pos = placed.pos;
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const lastWasTap = useRef(false);

  const movedBy = (g: Gesture, e: ReactPointerEvent<HTMLButtonElement>): Point => ({
    x: e.clientX - g.start.x,
    y: e.clientY - g.start.y,
  });

  const onPointerDown = (e: ReactPointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.currentTarget.setPointerCapture?.(e.pointerId);
    gesture.current = {
      pointerId: e.pointerId,
      start: { x: e.clientX, y: e.clientY },
      origin: pos,
      startedAt: performance.now(),
      dragging: false,
    };
    lastWasTap.current = false;
  };

  const onPointerMove = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    const moved = movedBy(g, e);
    if (!g.dragging && isTap(0, moved)) return;
    if (!g.dragging) {
      g.dragging = true;
      setDragging(true);
    }
    placed.drag(
      clampToViewport(
        { x: g.origin.x + moved.x, y: g.origin.y + moved.y },
        box,
        viewport(),
        insets,
      ),
    );
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    const moved = movedBy(g, e);
    lastWasTap.current = !g.dragging && isTap(performance.now() - g.startedAt, moved);
    if (g.dragging) {
      setDragging(false);
      placed.drop({ x: g.origin.x + moved.x, y: g.origin.y + moved.y });
    }
  };

  const onPointerCancel = () => {
    if (gesture.current?.dragging) placed.drop(null);
    gesture.current = null;
    lastWasTap.current = false;
    setDragging(false);
  };

  // Keyboard activation (detail 0) always counts; a pointer only when its gesture was a tap.
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (e.detail === 0 || lastWasTap.current) onTap();
    lastWasTap.current = false;
  };

  return (
    <button
      ref={ref}
      type="button"
      className={[
        styles.button,
        dragging ? styles.dragging : '',
        placed.tucked && !dragging ? styles.tucked : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
      style={{
        width: size,
        height: size,
        transform: `translate3d(${pos.x}px, ${pos.y}px, 0)`,
        visibility: placed.hidden ? 'hidden' : undefined,
      }}
      aria-label={label}
      aria-hidden={placed.hidden || undefined}
      tabIndex={placed.hidden ? -1 : undefined}
      data-testid={props['data-testid']}
      data-dragging={dragging || undefined}
      data-covering={placed.free ? undefined : true}
      data-tucked={(placed.tucked && !dragging) || undefined}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClick={onClick}
    >
      {children}
    </button>
  );
}
