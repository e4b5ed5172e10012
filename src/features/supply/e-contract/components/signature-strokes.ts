/**
 * A hand-drawn signature kept as strokes (points in CSS px of the pad), so it can be drawn again at
 * any size: on the screen after a resize, and into the exported PNG.
 */
export type Point = { x: number; y: number };
export type Stroke = Point[];

/** The contract's limit on the signature image (SignRequest: at most 200 kB). */
const MAX_SIGNATURE_BYTES = 200 * 1024;
const LINE_WIDTH = 3;
const INK = '#1d2129';

/** A signature is there once one stroke has moved (a lone tap draws a dot, not a signature). */
export function hasInk(strokes: readonly Stroke[]): boolean {
  return strokes.some((s) => s.length > 1);
}

/** The pen: round ink of the line width at `scale`. */
export function setPen(ctx: CanvasRenderingContext2D, scale: number) {
  ctx.lineWidth = LINE_WIDTH * scale;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.strokeStyle = INK;
  ctx.fillStyle = INK;
}

export function drawStrokes(
  ctx: CanvasRenderingContext2D,
  strokes: readonly Stroke[],
  scale: number,
) {
  setPen(ctx, scale);
  for (const stroke of strokes) drawStroke(ctx, stroke, scale);
}

export function drawStroke(ctx: CanvasRenderingContext2D, stroke: readonly Point[], scale: number) {
  const [first, ...rest] = stroke;
  if (!first) return;
  if (rest.length === 0) {
    ctx.beginPath();
    ctx.arc(first.x * scale, first.y * scale, (LINE_WIDTH * scale) / 2, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.beginPath();
  ctx.moveTo(first.x * scale, first.y * scale);
  for (const p of rest) ctx.lineTo(p.x * scale, p.y * scale);
  ctx.stroke();
}

/** Bytes a base64 data URL stands for (what the server stores). */
function dataUrlBytes(dataUrl: string): number {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  return Math.floor((base64.length * 3) / 4);
}

/**
 * The strokes as a PNG data URL (transparent ground) no larger than `maxBytes`: drawn at `scale`
 * first, then smaller until it fits; null when even the smallest does not.
 */
export function exportSignature(
  strokes: readonly Stroke[],
  size: { width: number; height: number },
  scale: number,
  maxBytes = MAX_SIGNATURE_BYTES,
): string | null {
  for (let s = scale; s >= 0.25; s *= 0.7) {
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(size.width * s));
    canvas.height = Math.max(1, Math.round(size.height * s));
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    drawStrokes(ctx, strokes, s);
    const url = canvas.toDataURL('image/png');
    if (url.length <= maxBytes && dataUrlBytes(url) <= maxBytes) return url;
  }
  return null;
}
