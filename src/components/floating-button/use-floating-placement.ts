/**
 * Where the floating button rests, kept up to date with the page: at the spot nearest the driver's
 * preferred one where it covers nothing (floating-geometry.ts, floating-scan.ts), hidden while a
 * modal is open. It looks again on mount, on `placementKey` (the route), on resize, when a scroll
 * ends and when the page changes (MutationObserver, debounced), always in an animation frame;
 * never while it is being dragged. FLOATING_SETTLE_EVENT makes it look at once (tests).
 */
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  type Insets,
  type Point,
  type Size,
  choosePlacement,
  snapToEdge,
} from './floating-geometry';
import { findObstacles, findTextLines, isModalOpen } from './floating-scan';

/** Dispatched on `window`: every floating button places itself now, synchronously. */
export const FLOATING_SETTLE_EVENT = 'floating-button:settle';

/** After the last change of the page, how long to wait before looking again. */
const MUTATION_QUIET_MS = 120;
/** Where `scrollend` is missing, a scroll has ended after this long without scroll events. */
const SCROLL_QUIET_MS = 150;

/** Where each keyed button was dropped. */
const dropped = new Map<string, Point>();

/** Forgets where every keyed button was left, as a new visit does (each Storybook story is one). */
export function forgetFloatingPositions(): void {
  dropped.clear();
}

export interface PlacementOptions {
  size: number;
  insets: Insets;
  initialHeight: number;
  memoryKey: string | undefined;
  avoidCovering: boolean;
  placementKey: unknown;
}

interface Placed {
  pos: Point;
  free: boolean;
  tucked?: boolean;
  hidden: boolean;
}

function viewport(): Size {
  return { width: window.innerWidth, height: window.innerHeight };
}

function wantedSpot(options: PlacementOptions, kept: Point | undefined): Point {
  const vp = viewport();
  const box = { width: options.size, height: options.size };
  const start = kept ?? { x: vp.width, y: Math.round(vp.height * options.initialHeight) };
  return snapToEdge(start, box, vp, options.insets);
}

function keptDrop(key: string | undefined, own: Point | undefined): Point | undefined {
  return key === undefined ? own : dropped.get(key);
}

function samePlace(a: Placed, b: Placed): boolean {
  return (
    a.pos.x === b.pos.x &&
    a.pos.y === b.pos.y &&
    a.free === b.free &&
    Boolean(a.tucked) === Boolean(b.tucked) &&
    a.hidden === b.hidden
  );
}

/** One pending look: a frame at most, or a quiet delay first. */
function lookScheduler(look: () => void) {
  let frame = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (frame) cancelAnimationFrame(frame);
    clearTimeout(timer);
    frame = 0;
    timer = undefined;
  };
  const soon = () => {
    clearTimeout(timer);
    timer = undefined;
    frame ||= requestAnimationFrame(() => {
      frame = 0;
      look();
    });
  };
  const after = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(soon, ms);
  };
  return { soon, after, cancel };
}

export function useFloatingPlacement(
  ref: RefObject<HTMLElement | null>,
  options: PlacementOptions,
) {
  const latest = useRef(options);
  /** Where an unkeyed button was dropped (a keyed one's is in `dropped`). */
  const ownDrop = useRef<Point | undefined>(undefined);
  const dragging = useRef(false);
  const scheduler = useRef<ReturnType<typeof lookScheduler> | null>(null);
  const [placed, setPlaced] = useState<Placed>(() => ({
    pos: wantedSpot(options, keptDrop(options.memoryKey, undefined)),
    free: true,
    hidden: false,
  }));

  useLayoutEffect(() => {
    latest.current = options;
  });

  const look = useCallback(() => {
    const self = ref.current;
    if (!self || dragging.current) return;
    const o = latest.current;
    const wanted = wantedSpot(o, keptDrop(o.memoryKey, ownDrop.current));
    const doc = self.ownerDocument;
    const hidden = isModalOpen(doc);
    // Under a modal it keeps its spot: what the modal covers now is not what it will cover after.
    const next = hidden
      ? null
      : o.avoidCovering
        ? choosePlacement({
            preferred: wanted,
            button: { width: o.size, height: o.size },
            viewport: viewport(),
            insets: o.insets,
            obstacles: findObstacles(doc, self),
            soft: findTextLines(doc, self),
          })
        : { pos: wanted, free: true };
    setPlaced((prev) => {
      const result = next ? { ...next, hidden } : { ...prev, hidden };
      return samePlace(prev, result) ? prev : result;
    });
  }, [ref]);

  useEffect(() => {
    const self = ref.current;
    if (!self) return;
    const s = lookScheduler(look);
    scheduler.current = s;
    const settle = () => {
      s.cancel();
      flushSync(look);
    };
    const onScroll = () => s.after(SCROLL_QUIET_MS);
    // Its own moves are no reason to look again.
    const observer = new MutationObserver((records) => {
      if (!records.every((r) => self.contains(r.target))) s.after(MUTATION_QUIET_MS);
    });
    const doc = self.ownerDocument;
    observer.observe(doc.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'open', 'aria-hidden', 'aria-modal'],
    });
    const passive = { capture: true, passive: true };
    window.addEventListener('resize', s.soon);
    window.addEventListener(FLOATING_SETTLE_EVENT, settle);
    doc.addEventListener('scroll', onScroll, passive);
    doc.addEventListener('scrollend', s.soon, passive);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', s.soon);
      window.removeEventListener(FLOATING_SETTLE_EVENT, settle);
      doc.removeEventListener('scroll', onScroll, passive);
      doc.removeEventListener('scrollend', s.soon, passive);
      s.cancel();
      scheduler.current = null;
    };
  }, [ref, look]);

  // Mount, a new route, another size or bars: look again.
  const { placementKey, size, avoidCovering } = options;
  const { top, bottom } = options.insets;
  useEffect(() => {
    scheduler.current?.soon();
  }, [placementKey, size, top, bottom, avoidCovering]);

  /** The driver holds it: it follows the finger and nothing places it. */
  const drag = useCallback((pos: Point) => {
    dragging.current = true;
    setPlaced((prev) => ({ ...prev, pos }));
  }, []);

  /** Let go at `pos` (null: a cancelled drag): it rests at the free spot nearest the drop. */
  const drop = useCallback(
    (pos: Point | null) => {
      dragging.current = false;
      const o = latest.current;
      if (pos) {
        const spot = snapToEdge(pos, { width: o.size, height: o.size }, viewport(), o.insets);
        if (o.memoryKey === undefined) ownDrop.current = spot;
        else dropped.set(o.memoryKey, spot);
      }
      look();
    },
    [look],
  );

  return { ...placed, drag, drop };
}
