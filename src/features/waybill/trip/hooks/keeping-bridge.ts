/**
 * The uploader's bridge on the trip screens: the app's, except that an upload that fails because
 * the platform cannot be reached does not lose the photo. The picked file is kept on the phone
 * (`keep`) and the uploader gets back its local preview as the file's path, so the photo shows in
 * its tile; the step then goes through the outbox (`use-trip-photos.ts`).
 */
import type { BridgeClient } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { NativeFileRef, NativeUploadResult } from '@/lib/bridge/protocol';
import { platformReachable } from '@/lib/waybill-outbox';

export type KeepPhoto = (
  file: NativeFileRef,
  watermarkLines: string[] | null,
) => Promise<NativeUploadResult>;

export function keepingBridge(base: BridgeClient, keep: KeepPhoto): BridgeClient {
  const picked = new Map<string, NativeFileRef>();

  const call: BridgeClient['call'] = async (method, params, options) => {
    if (method === 'chooseImage' || method === 'pickPhoto') {
      const result = await base.call(method, params, options);
      for (const file of (result as { files: NativeFileRef[] }).files) picked.set(file.ref, file);
      return result;
    }
    if (method !== 'uploadImage') return base.call(method, params, options);
    try {
      return await base.call(method, params, options);
    } catch (err) {
      if (isBridgeError(err) && err.code === 'cancelled') throw err;
      const upload = params as { ref: string; watermark?: { lines: string[] } };
      const file = picked.get(upload.ref);
      if (!file || (await platformReachable())) throw err;
      return (await keep(file, upload.watermark?.lines ?? null)) as Awaited<
        ReturnType<typeof base.call<typeof method>>
      >;
    }
  };

  return {
    ready: () => base.ready(),
    mode: () => base.mode(),
    call,
    capabilities: () => base.capabilities(),
    supports: (method) => base.supports(method),
    on: (event, handler) => base.on(event, handler),
  };
}
