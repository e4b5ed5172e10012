/**
 * GET /__sandbox/files/<name>: uploaded bytes as sent; `<id>-wm.<ext>` as an SVG of the original
 * with its watermark lines; any other name as a drawn placeholder (seeded documents, or uploads
 * after a page reload, whose bytes are not persisted). Names starting with `missing` answer 404.
 */
import { bytesToBase64 } from '@/lib/encoding/base64';
import type { Db } from '../../../store/db';
import { hash32 } from '../../../store/prng';
import { uploadArea } from './types';

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svgResponse(svg: string): Response {
  return new Response(svg, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' },
  });
}

function placeholder(name: string): string {
  const hue = hash32(name) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" viewBox="0 0 320 200"><rect width="320" height="200" rx="12" fill="hsl(${hue} 45% 88%)"/><rect x="16" y="16" width="88" height="110" rx="6" fill="hsl(${hue} 35% 70%)"/><text x="120" y="60" font-size="16" font-family="sans-serif" fill="#334">沙箱图片</text><text x="120" y="88" font-size="11" font-family="monospace" fill="#556">${escapeXml(name)}</text></svg>`;
}

function watermarked(db: Db, name: string): string | null {
  const record = db
    .area(uploadArea)
    .uploads.find((u) => u.fullFileWatermarkPath?.endsWith(`/${name}`));
  if (!record) return null;
  const original = db.files.get(record.fullFilePath.split('/').pop() ?? '');
  const image = original
    ? `<image href="data:${original.contentType};base64,${bytesToBase64(original.bytes)}" width="640" height="480" preserveAspectRatio="xMidYMid slice"/>`
    : `<rect width="640" height="480" fill="#d9dde3"/>`;
  const lines = (record.content ?? [])
    .map(
      (line, i) =>
        `<text x="20" y="${400 + i * 24}" font-size="18" font-family="sans-serif" fill="#fff" stroke="#000" stroke-width="0.6">${escapeXml(line)}</text>`,
    )
    .join('');
  // Position 2 (§9) is drawn bottom-left.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480">${image}${lines}</svg>`;
}

export function serveFile(db: Db, name: string): Response {
  if (name.startsWith('missing') || name.includes('/'))
    return new Response('not found', { status: 404 });
  const stored = db.files.get(name);
  if (stored) {
    return new Response(stored.bytes.slice().buffer, {
      headers: { 'Content-Type': stored.contentType, 'Cache-Control': 'no-cache' },
    });
  }
  if (/-wm\.[a-z0-9]+$/i.test(name)) {
    const svg = watermarked(db, name);
    if (svg) return svgResponse(svg);
  }
  return svgResponse(placeholder(name));
}
