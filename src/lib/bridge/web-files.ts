/**
 * Images in the browser: a hidden file input stands in for the camera and the gallery, and the chosen
 * files stay here under a ref, as the native side keeps them, until `uploadImage` sends one.
 */
import { BridgeError } from './bridge-error';
import type { BridgeHost } from './host';
import type { ImageSource, NativeFileRef } from './protocol';

/** After the window regains focus without a `change`, the picker was dismissed. */
const PICKER_FOCUS_GRACE_MS = 2_000;
/** Old picks are forgotten (and their preview URLs revoked) so a long shift does not hoard memory. */
const MAX_KEPT_FILES = 40;

export interface FileRegistry {
  add(file: File): Promise<NativeFileRef>;
  get(ref: string): File | undefined;
}

async function imageSize(file: File): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') return { width: 0, height: 0 };
  try {
    // eslint-disable-next-line compat/compat -- tested above (Safari 15 has it)
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 };
  }
}

export function createFileRegistry(host: BridgeHost): FileRegistry {
  const kept = new Map<string, { file: File; previewUrl: string }>();
  let counter = 0;

  const forgetOldest = () => {
    const [oldest] = kept.keys();
    if (oldest === undefined) return;
    const { previewUrl } = kept.get(oldest)!;
    kept.delete(oldest);
    if (previewUrl) host.URL?.revokeObjectURL(previewUrl);
  };

  return {
    async add(file) {
      counter += 1;
      const ref = `web-file-${counter}-${Date.now().toString(36)}`;
      const previewUrl = host.URL ? host.URL.createObjectURL(file) : '';
      kept.set(ref, { file, previewUrl });
      while (kept.size > MAX_KEPT_FILES) forgetOldest();
      const { width, height } = await imageSize(file);
      return { ref, name: file.name, type: file.type, size: file.size, width, height, previewUrl };
    },
    get: (ref) => kept.get(ref)?.file,
  };
}

export interface PickRequest {
  source: ImageSource;
  count: number;
  method: string;
  signal: AbortSignal;
}

/** Opens the browser's picker; resolves with at most `count` images, rejects 'cancelled' when dismissed. */
export function pickImages(host: BridgeHost, request: PickRequest): Promise<File[]> {
  const { document } = host;
  if (!document.createElement)
    return Promise.reject(new BridgeError('unavailable', request.method));
  const input = document.createElement('input');
  input.type = 'file';
  input.accept = 'image/*';
  input.multiple = request.count > 1;
  if (request.source === 'camera') input.setAttribute('capture', 'environment');
  input.setAttribute('hidden', '');
  input.setAttribute('aria-hidden', 'true');
  document.body?.appendChild(input);

  return new Promise<File[]>((resolve, reject) => {
    let done = false;
    let graceTimer: unknown = null;
    const chosen = () => Array.from(input.files ?? []).slice(0, Math.max(1, request.count));
    const finish = (files: File[]) => {
      if (done) return;
      done = true;
      if (graceTimer !== null) host.clearTimeout(graceTimer);
      host.removeEventListener('focus', onFocus);
      request.signal.removeEventListener('abort', onAbort);
      input.remove();
      if (files.length > 0) resolve(files);
      else reject(new BridgeError('cancelled', request.method));
    };
    const onFocus = () => {
      if (graceTimer === null)
        graceTimer = host.setTimeout(() => finish(chosen()), PICKER_FOCUS_GRACE_MS);
    };
    const onAbort = () => finish([]);
    input.addEventListener('change', () => finish(chosen()));
    // Browsers with the `cancel` event say so directly; the rest are detected by the focus return.
    input.addEventListener('cancel', () => finish([]));
    host.addEventListener('focus', onFocus);
    request.signal.addEventListener('abort', onAbort);
    input.click();
  });
}
