/**
 * Pull-to-refresh without an animation or gesture library: touch events (the finger, with the
 * page's own scrolling held back only while the list is pulled down from its top) and mouse
 * pointer events (desktop and tests). The head grows with the pull, says what letting go will do,
 * holds while the list reloads, says how it went, then folds away with a CSS transition.
 * Lighter than antd-mobile's PullToRefresh, which brought react-spring and @use-gesture into the
 * Plaza's first load and measured its head with a forced layout on the first render.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './list.module.css';

export type PullStatus = 'pulling' | 'canRelease' | 'refreshing' | 'complete';

/** Height of the head while the list reloads. */
const PULL_HEAD_PX = 40;
/** How far the head must be pulled for letting go to reload. */
const PULL_THRESHOLD_PX = 60;
const PULL_MAX_PX = 160;
/** How long the outcome (刷新成功 / 查询出错) stays before the head folds. */
const COMPLETE_MS = 500;

/** The head follows the finger at half its travel, up to a limit: it feels elastic. */
function pulledHeight(fingerTravel: number): number {
  return Math.max(0, Math.min(PULL_MAX_PX, Math.round(fingerTravel / 2)));
}

function scrollParent(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if (overflowY === 'auto' || overflowY === 'scroll') return node;
  }
  return document.scrollingElement as HTMLElement | null;
}

export interface PullRefreshProps {
  onRefresh: () => Promise<void>;
  renderText: (status: PullStatus) => ReactNode;
  children: ReactNode;
}

export function PullRefresh({ onRefresh, renderText, children }: PullRefreshProps) {
  const root = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  const [status, setStatus] = useState<PullStatus>('pulling');
  const [dragging, setDragging] = useState(false);
  const refresh = useRef(onRefresh);
  useEffect(() => {
    refresh.current = onRefresh;
  });

  useEffect(() => {
    const element = root.current!;
    const scroller = scrollParent(element);
    let alive = true;
    let busy = false;
    let startY: number | null = null;
    let pulled = 0;

    const begin = (y: number) => {
      if (busy || (scroller?.scrollTop ?? 0) > 0) return;
      startY = y;
      pulled = 0;
    };
    const move = (y: number, event: Event) => {
      if (startY === null) return;
      if (pulled === 0 && (scroller?.scrollTop ?? 0) > 0) {
        startY = null; // the finger scrolled the list instead
        return;
      }
      const next = pulledHeight(y - startY);
      if (next === 0 && pulled === 0) return; // moving up: the list scrolls as usual
      if (event.cancelable) event.preventDefault();
      pulled = next;
      setDragging(true);
      setHeight(next);
      setStatus(next >= PULL_THRESHOLD_PX ? 'canRelease' : 'pulling');
    };
    const end = async () => {
      if (startY === null) return;
      startY = null;
      setDragging(false);
      if (pulled < PULL_THRESHOLD_PX) {
        pulled = 0;
        setHeight(0);
        return;
      }
      pulled = 0;
      busy = true;
      setStatus('refreshing');
      setHeight(PULL_HEAD_PX);
      try {
        await refresh.current();
      } finally {
        if (alive) setStatus('complete');
        await new Promise((resolve) => setTimeout(resolve, COMPLETE_MS));
        if (alive) setHeight(0);
        busy = false;
      }
    };

    const onTouchStart = (event: TouchEvent) => begin(event.touches[0]!.clientY);
    const onTouchMove = (event: TouchEvent) => move(event.touches[0]!.clientY, event);
    const onTouchEnd = () => void end();
    const onPointerDown = (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button === 0) begin(event.clientY);
    };
    const onPointerMove = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') move(event.clientY, event);
    };
    const onPointerUp = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') void end();
    };

    element.addEventListener('touchstart', onTouchStart, { passive: true });
    element.addEventListener('touchmove', onTouchMove, { passive: false });
    element.addEventListener('touchend', onTouchEnd);
    element.addEventListener('touchcancel', onTouchEnd);
    element.addEventListener('pointerdown', onPointerDown);
    window.addEventListener('pointermove', onPointerMove);
    window.addEventListener('pointerup', onPointerUp);
    return () => {
      alive = false;
      element.removeEventListener('touchstart', onTouchStart);
      element.removeEventListener('touchmove', onTouchMove);
      element.removeEventListener('touchend', onTouchEnd);
      element.removeEventListener('touchcancel', onTouchEnd);
      element.removeEventListener('pointerdown', onPointerDown);
      window.removeEventListener('pointermove', onPointerMove);
      window.removeEventListener('pointerup', onPointerUp);
    };
  }, []);

  return (
    <div ref={root} className={styles.pull}>
      <div
        className={dragging ? styles.pullHead : `${styles.pullHead} ${styles.pullSettling}`}
        style={{ height }}
        aria-live="polite"
      >
        {height > 0 ? <div className={styles.pullText}>{renderText(status)}</div> : null}
      </div>
      {children}
    </div>
  );
}
