/**
 * Reading a bridge request before it is dispatched: the JSON the page sent, and the method its
 * handler name reaches on this phone (legacy Android names the photo picker `photoPick`, §9).
 */
import { compareVersions } from '@/lib/domain/version';
import {
  BRIDGE_METHODS,
  BRIDGE_PROTOCOL_VERSION,
  LEGACY_PHOTO_PICK_HANDLER,
  PHOTO_PICK_NAME_THRESHOLD,
  type BridgeErrorCode,
  type BridgeMethod,
  type BridgeRequest,
  type BridgeResponse,
} from '@/lib/bridge/protocol';
import type { DeviceState } from './api';
import { nativeMessages } from './messages';
import { NativeError } from './runtime';

function isMethod(name: string): name is BridgeMethod {
  return (BRIDGE_METHODS as readonly string[]).includes(name);
}

/** The request, or null when it is not JSON or lacks an id or a method. */
export function parseRequest(input: BridgeRequest | string): BridgeRequest | null {
  let value: unknown = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Partial<BridgeRequest>;
  if (typeof r.id !== 'string' || typeof r.method !== 'string') return null;
  return { v: BRIDGE_PROTOCOL_VERSION, id: r.id, method: r.method, params: r.params ?? {} };
}

export type BridgeFailure = Extract<BridgeResponse, { ok: false }>;

export function failure(id: string, code: BridgeErrorCode, error: string): BridgeFailure {
  return { id, ok: false, code, error };
}

function isLegacyAndroid(device: DeviceState): boolean {
  const { platform, appVersion } = device;
  return platform === 'android' && compareVersions(appVersion, PHOTO_PICK_NAME_THRESHOLD) === -1;
}

/** The method a handler name dispatches to on this app, or the refusal. */
export function resolveMethod(name: string, device: DeviceState): BridgeMethod | NativeError {
  const unsupported = new NativeError('unsupported', nativeMessages.unsupported);
  let method: string = name;
  if (name === LEGACY_PHOTO_PICK_HANDLER) {
    if (!isLegacyAndroid(device))
      return new NativeError('unsupported', nativeMessages.unknownHandler);
    method = 'pickPhoto';
  } else if (name === 'pickPhoto' && isLegacyAndroid(device)) {
    return unsupported;
  }
  if (!isMethod(method)) return new NativeError('unsupported', nativeMessages.unknownHandler);
  return device.supportedMethods.includes(method) ? method : unsupported;
}
