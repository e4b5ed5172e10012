/** A waybill's trip photos as the detail and the photo repair list them: kinds, names, titles. */
import type { PhotoKind } from '@/lib/contract/waybill/trip';

export const PHOTO_KINDS: readonly PhotoKind[] = ['departure', 'arrival', 'receipt'];

export const photoKindLabel: Record<PhotoKind, string> = {
  departure: '发车照片',
  arrival: '卸货照片',
  receipt: '回单照片',
};

/** `发车照片第2张` (n counts from 1). */
export function photoTitle(kind: PhotoKind, n: number): string {
  return `${photoKindLabel[kind]}第${n}张`;
}
