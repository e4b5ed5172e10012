/** The electronic fence around a loading point; the driver's position comes from the request headers. */
import type { FenceCheck } from '@/lib/contract/supply/market';
import { reject } from '../../../envelope';
import { metresBetween } from './places';
import { supplyMessages as m } from './messages';
import type { SourceRecord } from './types';

/** `longitude` / `latitude` headers (§7), or null when the app has no position. */
export function positionOf(request: Request): { longitude: number; latitude: number } | null {
  const lng = request.headers.get('longitude');
  const lat = request.headers.get('latitude');
  if (!lng || !lat) return null;
  const longitude = Number(lng);
  const latitude = Number(lat);
  if (!Number.isFinite(longitude) || !Number.isFinite(latitude)) return null;
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) return null;
  return { longitude, latitude };
}

/** A fresh fix in the payload (both coordinates), else the headers'. */
export function positionFrom(
  payload: { longitude?: unknown; latitude?: unknown },
  request: Request,
): { longitude: number; latitude: number } | null {
  const longitude = Number(payload.longitude);
  const latitude = Number(payload.latitude);
  const given = payload.longitude !== undefined && payload.latitude !== undefined;
  if (given && Number.isFinite(longitude) && Number.isFinite(latitude)) {
    if (Math.abs(longitude) <= 180 && Math.abs(latitude) <= 90) return { longitude, latitude };
  }
  return positionOf(request);
}

export function fenceCheck(
  s: SourceRecord,
  request: Request,
  payload: { longitude?: unknown; latitude?: unknown } = {},
): FenceCheck {
  const at = positionFrom(payload, request);
  if (!at) reject(m.noLocation);
  const distanceM = Math.round(
    metresBetween(at.longitude, at.latitude, s.origin.longitude, s.origin.latitude),
  );
  return {
    inside: !s.needFence || distanceM <= s.fenceRadiusM,
    distanceM,
    radiusM: s.fenceRadiusM,
    fenceName: `${s.origin.regionName.split(' ').at(-1) ?? ''}装货点电子围栏`,
  };
}
