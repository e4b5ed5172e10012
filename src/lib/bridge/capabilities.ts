/** What the connected side can do, and the handler-name quirk that depends on it (§9). */
import { compareVersions } from '@/lib/domain/version';
import { isBridgeError } from './bridge-error';
import {
  BRIDGE_METHODS,
  LEGACY_PHOTO_PICK_HANDLER,
  PHOTO_PICK_NAME_THRESHOLD,
  type BridgeErrorCode,
  type BridgeMethod,
  type BridgeMode,
  type BridgeParams,
  type BridgeResult,
  type Platform,
} from './protocol';

export interface BridgeCapabilities {
  mode: BridgeMode;
  platform: Platform | 'web';
  appVersion: string;
  methods: ReadonlySet<BridgeMethod>;
}

/** Methods added with or after `capabilities`: an app that cannot list its methods has none. */
const LATER_METHODS: ReadonlySet<BridgeMethod> = new Set(['capabilities', 'readFile']);

/** Apps from before `capabilities` existed implement every v1 method but the later ones. */
const CORE_METHODS: ReadonlySet<BridgeMethod> = new Set(
  BRIDGE_METHODS.filter((method) => !LATER_METHODS.has(method)),
);

const KNOWN: ReadonlySet<string> = new Set(BRIDGE_METHODS);

/** How an app from before `capabilities` answers it. */
const PREDATES_CAPABILITIES: ReadonlySet<BridgeErrorCode> = new Set(['unsupported', 'timeout']);

export type RawNativeCall = <M extends BridgeMethod>(
  method: M,
  params: BridgeParams<M>,
) => Promise<BridgeResult<M>>;

function asPlatform(value: unknown, fallback: Platform): Platform {
  return value === 'ios' || value === 'android' ? value : fallback;
}

/** Used only when the app does not say: iPhone/iPad user agents are iOS, the rest Android. */
export function platformFromUserAgent(userAgent: string | undefined): Platform {
  return /iPhone|iPad|iPod/i.test(userAgent ?? '') ? 'ios' : 'android';
}

export async function loadNativeCapabilities(
  call: RawNativeCall,
  userAgent: string | undefined,
): Promise<BridgeCapabilities> {
  const guessed = platformFromUserAgent(userAgent);
  try {
    const answer = await call('capabilities', {});
    const listed = Array.isArray(answer?.methods) ? answer.methods : [];
    const methods = new Set<BridgeMethod>(['capabilities']);
    for (const name of listed) if (KNOWN.has(name)) methods.add(name as BridgeMethod);
    return {
      mode: 'native',
      platform: asPlatform(answer?.platform, guessed),
      appVersion: typeof answer?.appVersion === 'string' ? answer.appVersion : '',
      methods,
    };
  } catch (error) {
    // Some bridge libraries never call back for a handler that is not registered.
    if (!isBridgeError(error) || !PREDATES_CAPABILITIES.has(error.code)) throw error;
  }
  const version = await call('getAppVersion', {}).catch(() => null);
  return {
    mode: 'native',
    platform: asPlatform(version?.platform, guessed),
    appVersion: typeof version?.version === 'string' ? version.version : '',
    methods: CORE_METHODS,
  };
}

/** §9: Android apps older than 1.2.9 registered the photo picker under its old name. */
export function photoPickHandler(
  capabilities: Pick<BridgeCapabilities, 'platform' | 'appVersion'>,
) {
  const old =
    capabilities.platform === 'android' &&
    compareVersions(capabilities.appVersion, PHOTO_PICK_NAME_THRESHOLD) === -1;
  return old ? LEGACY_PHOTO_PICK_HANDLER : 'pickPhoto';
}
