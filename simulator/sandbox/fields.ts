/** Server-side checks of incoming fields (the client is never trusted). */
import { isMobile } from '@/lib/domain/mobile';
import { reject } from './envelope';
import { serverMessages } from './messages';

export function text(value: unknown, field: string): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== 'string' && typeof v !== 'number') reject(serverMessages.required(field));
  const s = String(v).trim();
  if (s === '') reject(serverMessages.required(field));
  return s;
}

export function optionalText(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  if (typeof v !== 'string' && typeof v !== 'number') return undefined;
  const s = String(v).trim();
  return s === '' ? undefined : s;
}

export function int(value: unknown, fallback: number): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isFinite(n) ? Math.trunc(n) : fallback;
}

export function list<T>(value: T | T[] | undefined | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}

export function mobile(value: unknown): string {
  const m = text(value, '手机号');
  if (!isMobile(m)) reject(serverMessages.mobileInvalid);
  return m;
}

export function bool(value: unknown): boolean {
  const v = Array.isArray(value) ? value[0] : value;
  return v === true || v === 'true' || v === 1 || v === '1';
}

/** 1-based page (the client increments pageIndex before each request), default size 20. */
export function paginate<T>(
  items: T[],
  pageIndex: unknown,
  pageSize: unknown,
): { records: T[]; total: number } {
  const size = Math.min(Math.max(int(pageSize, 20), 1), 100);
  const page = Math.max(int(pageIndex, 1), 1);
  return { records: items.slice((page - 1) * size, page * size), total: items.length };
}
