/** Checks of a hand-drawn signature: a PNG data URL of at most 200 kB. */
import { reject } from '../../../envelope';
import { contractMessages as m } from './messages';

const PREFIX = 'data:image/png;base64,';
const MAX_BYTES = 200 * 1024;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function checkSignature(value: unknown): string {
  const image = typeof value === 'string' ? value.trim() : '';
  if (image === '') reject(m.signatureMissing);
  if (!image.startsWith(PREFIX)) reject(m.signatureInvalid);
  const data = image.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(data)) reject(m.signatureInvalid);
  const bytes =
    Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0);
  if (bytes > MAX_BYTES) reject(m.signatureTooLarge);
  let head: string;
  try {
    head = atob(data.slice(0, 12));
  } catch {
    reject(m.signatureInvalid);
  }
  if (!PNG_MAGIC.every((b, i) => head.charCodeAt(i) === b)) reject(m.signatureInvalid);
  return image;
}
