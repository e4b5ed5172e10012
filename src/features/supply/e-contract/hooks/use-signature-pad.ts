/**
 * The signature pad's drawing: pointer events (finger, pen or mouse) add strokes, the canvas keeps
 * its backing store at the device's pixel ratio, and a resize redraws what was written.
 */
import { useCallback, useRef, useState, type PointerEvent } from 'react';
import {
  drawStroke,
  drawStrokes,
  exportSignature,
  hasInk,
  setPen,
  type Point,
  type Stroke,
} from '../components/signature-strokes';

export interface SignaturePad {
  /** The canvas element's ref callback. */
  attach: (el: HTMLCanvasElement | null) => (() => void) | undefined;
  handlers: {
    onPointerDown: (e: PointerEvent<HTMLCanvasElement>) => void;
    onPointerMove: (e: PointerEvent<HTMLCanvasElement>) => void;
    onPointerUp: (e: PointerEvent<HTMLCanvasElement>) => void;
    onPointerCancel: (e: PointerEvent<HTMLCanvasElement>) => void;
  };
  /** A stroke has been drawn (a tap alone does not count). */
  inked: boolean;
  clear: () => void;
  /** The signature as a PNG data URL within the size limit; null when empty or too large. */
  toDataUrl: () => string | null;
}

const ratio = () => Math.min(2, Math.max(1, window.devicePixelRatio || 1));

/** Sizes the canvas' backing store to its box at the pixel ratio and draws the strokes again. */
function fit(canvas: HTMLCanvasElement, strokes: readonly Stroke[]) {
  const r = ratio();
  canvas.width = Math.round(canvas.clientWidth * r);
  canvas.height = Math.round(canvas.clientHeight * r);
  const ctx = canvas.getContext('2d');
  if (ctx) drawStrokes(ctx, strokes, r);
}

function pointOf(e: PointerEvent<HTMLCanvasElement>): Point {
  const box = e.currentTarget.getBoundingClientRect();
  return { x: e.clientX - box.left, y: e.clientY - box.top };
}

/** Draws the stroke's newest segment (or its first dot). */
function paint(canvas: HTMLCanvasElement, stroke: Stroke) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  setPen(ctx, ratio());
  drawStroke(ctx, stroke.slice(-2), ratio());
}

export function useSignaturePad(onStroke?: () => void): SignaturePad {
  const element = useRef<HTMLCanvasElement | null>(null);
  const strokes = useRef<Stroke[]>([]);
  const active = useRef<{ id: number; stroke: Stroke } | null>(null);
  const [inked, setInked] = useState(false);

  const attach = useCallback((el: HTMLCanvasElement | null) => {
    element.current = el;
    if (!el) return undefined;
    const refit = () => fit(el, strokes.current);
    refit();
    const observer = new ResizeObserver(refit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      element.current = null;
    };
  }, []);

  const end = (e: PointerEvent<HTMLCanvasElement>) => {
    if (active.current?.id !== e.pointerId) return;
    active.current = null;
    setInked(hasInk(strokes.current));
  };

  return {
    attach,
    handlers: {
      onPointerDown: (e) => {
        if (active.current) return;
        e.preventDefault();
        try {
          e.currentTarget.setPointerCapture(e.pointerId);
        } catch {
          // A synthetic pointer cannot be captured; drawing works without it.
        }
        const stroke: Stroke = [pointOf(e)];
        strokes.current.push(stroke);
        active.current = { id: e.pointerId, stroke };
        paint(e.currentTarget, stroke);
        onStroke?.();
      },
      onPointerMove: (e) => {
        const current = active.current;
        if (current?.id !== e.pointerId) return;
        current.stroke.push(pointOf(e));
        paint(e.currentTarget, current.stroke);
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
    inked,
    clear: () => {
      strokes.current = [];
      active.current = null;
      setInked(false);
      if (element.current) fit(element.current, []);
    },
    toDataUrl: () => {
      const canvas = element.current;
      if (!canvas || !hasInk(strokes.current)) return null;
      const size = { width: canvas.clientWidth, height: canvas.clientHeight };
      return exportSignature(strokes.current, size, ratio());
    },
  };
}
