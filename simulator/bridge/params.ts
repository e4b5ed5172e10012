/** Checks of untrusted params: native code refuses malformed calls with `bad_params`. */
import { nativeMessages } from './messages';
import { NativeError } from './runtime';

function bad(field: string): never {
  throw new NativeError('bad_params', `${nativeMessages.badParams}：${field}`);
}

export function asObject(params: unknown): Record<string, unknown> {
  if (params === undefined || params === null) return {};
  if (typeof params !== 'object' || Array.isArray(params)) bad('params');
  return params as Record<string, unknown>;
}

export function str(params: unknown, field: string, optional = false): string {
  const value = asObject(params)[field];
  if (value === undefined && optional) return '';
  if (typeof value !== 'string' || (!optional && value.trim() === '')) bad(field);
  return value;
}

export function num(params: unknown, field: string, min: number, max: number): number {
  const value = asObject(params)[field];
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max)
    bad(field);
  return value;
}

export function oneOf<T extends string>(params: unknown, field: string, values: readonly T[]): T {
  const value = asObject(params)[field];
  if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) bad(field);
  return value as T;
}

export function strings(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) bad(field);
  return value as string[];
}

export function record(value: unknown, field: string): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) bad(field);
  if (Object.values(value).some((v) => typeof v !== 'string')) bad(field);
  return value as Record<string, string>;
}
