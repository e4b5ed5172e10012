/** Graphic captcha: four characters drawn as SVG text with noise lines. */
import type { GraphCaptcha } from '@/lib/contract/account/auth';
import { reject } from '../../../envelope';
import { serverMessages } from '../../../messages';
import type { Db } from '../../../store/db';
import { captchaArea } from './types';

const ALPHABET = [...'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'];
const TTL_MS = 5 * 60_000;

function drawCaptcha(code: string, rng: { int(a: number, b: number): number }): string {
  const letters = [...code]
    .map((ch, i) => {
      const x = 14 + i * 24;
      const y = 30 + rng.int(-4, 4);
      const rotate = rng.int(-20, 20);
      return `<text x="${x}" y="${y}" transform="rotate(${rotate} ${x} ${y})" font-size="26" font-family="monospace" font-weight="bold" fill="#1f3b73">${ch}</text>`;
    })
    .join('');
  const lines = Array.from({ length: 4 }, () => {
    return `<line x1="${rng.int(0, 110)}" y1="${rng.int(0, 40)}" x2="${rng.int(0, 110)}" y2="${rng.int(0, 40)}" stroke="#8fa3c7" stroke-width="1"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="110" height="40" viewBox="0 0 110 40"><rect width="110" height="40" fill="#eef2f8"/>${lines}${letters}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function newCaptcha(db: Db): GraphCaptcha {
  const tables = db.area(captchaArea);
  tables.issued += 1;
  const n = tables.issued;
  const rng = db.rng('captcha', n);
  const code = Array.from({ length: 4 }, () => rng.pick(ALPHABET)).join('');
  const captchaKey = `cap${n}-${rng.digits(6)}`;
  tables.captchas.push({ captchaKey, code, expiresAtMs: db.now() + TTL_MS, used: false });
  if (tables.captchas.length > 50) tables.captchas.shift();
  return { captchaKey, image: drawCaptcha(code, rng) };
}

/** Case-insensitive; a correct answer uses the captcha up. */
export function checkCaptcha(db: Db, captchaKey: string, answer: string): void {
  const record = db.area(captchaArea).captchas.find((c) => c.captchaKey === captchaKey);
  if (!record || record.used) reject(serverMessages.captchaExpired);
  if (db.now() > record.expiresAtMs) reject(serverMessages.captchaExpired);
  if (record.code.toUpperCase() !== answer.trim().toUpperCase())
    reject(serverMessages.captchaWrong);
  record.used = true;
}
