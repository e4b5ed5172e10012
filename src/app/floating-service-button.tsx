/**
 * Draggable customer-service button (§2.1), shown only when logged in. A press under 200 ms that
 * barely moves is a tap and opens online service; anything else drags, then snaps to a side edge.
 */
import { MessageFill } from 'antd-mobile-icons';
import {
  type PointerEvent as ReactPointerEvent,
  type MouseEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { config } from '@/config';
import { useSession } from '@/stores/session';
import { type Point, clampToViewport, isTap, snapToEdge } from './floating-geometry';
import { appMessages } from './messages';
import { isRouteRegistered } from './screen-routes';
import { useSafeNavigate } from './use-safe-navigate';
import styles from './floating-service-button.module.css';

export const CUSTOMER_SERVICE_ROUTE = '/contract/customH5';

const BUTTON = { width: 52, height: 52 };

/** Room left for the nav bar and the tab bar, so the button never covers them. */
function insets() {
  return { top: 56, bottom: 64 };
}

function viewport() {
  return { width: window.innerWidth, height: window.innerHeight };
}

function initialPosition(): Point {
  const vp = viewport();
  return snapToEdge({ x: vp.width, y: Math.round(vp.height * 0.72) }, BUTTON, vp, insets());
}

/** Where the driver left it, kept across screens and logins for this visit. */
let remembered: Point | null = null;

interface Gesture {
  pointerId: number;
  start: Point;
  origin: Point;
  startedAt: number;
  dragging: boolean;
}

export interface FloatingServiceButtonProps {
  /** Opens customer service; defaults to the route, or the service URL while the route is absent. */
  onOpen?: () => void;
  /** Show even without a session (stories). */
  force?: boolean;
}

export function FloatingServiceButton({ onOpen, force = false }: FloatingServiceButtonProps) {
  const loggedIn = useSession((s) => s.loginInfo !== null && s.isLoggedIn());
  if (!loggedIn && !force) return null;
  return <DraggableButton onOpen={onOpen} />;
}

function DraggableButton({ onOpen }: { onOpen: (() => void) | undefined }) {
  const navigate = useSafeNavigate();
  const [pos, setPos] = useState<Point>(() => remembered ?? initialPosition());
  const [dragging, setDragging] = useState(false);
  const gesture = useRef<Gesture | null>(null);
  const lastWasTap = useRef(false);

  useEffect(() => {
    remembered = pos;
  }, [pos]);

  useEffect(() => {
    const keepInside = () => setPos((p) => snapToEdge(p, BUTTON, viewport(), insets()));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const open = () => {
    if (onOpen) onOpen();
    else if (isRouteRegistered(CUSTOMER_SERVICE_ROUTE)) navigate(CUSTOMER_SERVICE_ROUTE);
    else window.open(config.customerServiceUrl, '_blank', 'noopener');
  };

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
    const moved = { x: e.clientX - g.start.x, y: e.clientY - g.start.y };
    if (!g.dragging && isTap(0, moved)) return;
    if (!g.dragging) {
      g.dragging = true;
      setDragging(true);
    }
    setPos(
      clampToViewport(
        { x: g.origin.x + moved.x, y: g.origin.y + moved.y },
        BUTTON,
        viewport(),
        insets(),
      ),
    );
  };

  const onPointerUp = (e: ReactPointerEvent<HTMLButtonElement>) => {
    const g = gesture.current;
    if (!g || g.pointerId !== e.pointerId) return;
    gesture.current = null;
    const moved = { x: e.clientX - g.start.x, y: e.clientY - g.start.y };
    lastWasTap.current = !g.dragging && isTap(performance.now() - g.startedAt, moved);
    if (g.dragging) {
      setDragging(false);
      setPos(
        snapToEdge(
          { x: g.origin.x + moved.x, y: g.origin.y + moved.y },
          BUTTON,
          viewport(),
          insets(),
        ),
      );
    }
  };

  const onPointerCancel = () => {
    if (gesture.current?.dragging) setPos((p) => snapToEdge(p, BUTTON, viewport(), insets()));
    gesture.current = null;
    lastWasTap.current = false;
    setDragging(false);
  };

  // Keyboard activation (detail 0) always opens; a pointer only when its gesture was a tap.
  const onClick = (e: MouseEvent<HTMLButtonElement>) => {
    if (e.detail === 0 || lastWasTap.current) open();
    lastWasTap.current = false;
  };

  return (
    <button
      type="button"
      className={`${styles.button} ${dragging ? styles.dragging : ''}`}
      style={{ transform: `translate3d(${pos.x}px, ${pos.y}px, 0)` }}
      aria-label={appMessages.customerService}
      data-testid="floating-service-button"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerCancel}
      onClick={onClick}
    >
      <MessageFill aria-hidden="true" />
    </button>
  );
}
