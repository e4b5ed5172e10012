/** Camera, gallery, QR scan and the native upload of a picked image. */
import type { NativeFileRef, NativeUploadResult } from '@/lib/bridge/protocol';
import type { ImageOutcome, ImageSourceState } from './api';
import { nativeMessages } from './messages';
import { asObject, num, oneOf, record, str, strings } from './params';
import { NativeError, type HandlerTable, type Runtime } from './runtime';

type MediaHandlers = Pick<HandlerTable, 'chooseImage' | 'pickPhoto' | 'uploadImage' | 'scanQr'>;

/** Takes the next one-shot outcome, else the panel's default. */
function nextOutcome(rt: Runtime, source: 'camera' | 'gallery'): ImageOutcome {
  const section: ImageSourceState = rt.state()[source];
  const [first, ...rest] = section.queue;
  if (first === undefined) return section.default;
  rt.replace(source, { ...section, queue: rest });
  return first;
}

function requireCamera(rt: Runtime): void {
  if (rt.state().permissions.camera.state !== 'granted') {
    throw new NativeError('denied', nativeMessages.cameraDenied);
  }
}

async function pick(rt: Runtime, source: 'camera' | 'gallery', count: number) {
  const outcome = nextOutcome(rt, source);
  if (outcome === 'cancel') throw new NativeError('cancelled', nativeMessages.cancelled);
  const failMessage =
    source === 'camera' ? nativeMessages.cameraFailed : nativeMessages.galleryFailed;
  if (outcome === 'fail') throw new NativeError('failed', failMessage);
  let blob: Blob;
  try {
    blob = await rt.loadSample(outcome);
  } catch (e) {
    throw new NativeError('failed', `${failMessage}（${(e as Error).message}）`);
  }
  const n = source === 'camera' ? 1 : Math.max(1, Math.min(count, rt.state().gallery.pickCount));
  const files: NativeFileRef[] = [];
  for (let i = 0; i < n; i += 1) files.push(rt.files.add(outcome, blob, rt.now()));
  return { files };
}

function withoutContentType(headers: Record<string, string>): Record<string, string> {
  // The multipart boundary must come from the body, so a caller's Content-Type is dropped.
  return Object.fromEntries(
    Object.entries(headers).filter(([k]) => k.toLowerCase() !== 'content-type'),
  );
}

interface Envelope {
  success?: boolean;
  msg?: string;
  data?: { fullFilePath?: unknown; fullFileWatermarkPath?: unknown } | null;
}

async function readEnvelope(res: Response): Promise<Envelope> {
  try {
    return (await res.json()) as Envelope;
  } catch {
    throw new NativeError('failed', `${nativeMessages.uploadFailed}（HTTP ${res.status}）`);
  }
}

async function postUpload(rt: Runtime, params: unknown): Promise<NativeUploadResult> {
  const p = asObject(params);
  const ref = str(p, 'ref');
  const url = str(p, 'url');
  const headers = p.headers === undefined ? {} : record(p.headers, 'headers');
  const watermark = p.watermark === undefined ? null : asObject(p.watermark);
  const lines = watermark ? strings(watermark.lines, 'watermark.lines') : [];
  const position = watermark ? num(watermark, 'position', 0, 99) : 0;
  const file = rt.files.get(ref);
  if (!file) throw new NativeError('bad_params', nativeMessages.unknownRef);
  if (rt.state().upload.outcome === 'fail') {
    throw new NativeError('failed', nativeMessages.uploadFailed);
  }
  const form = new FormData();
  form.append('multipartFile', file.blob, file.ref.name);
  if (watermark) {
    for (const line of lines) form.append('content', line);
    form.append('position', String(position));
  }
  let res: Response;
  try {
    res = await rt.fetch(new URL(url, rt.origin).href, {
      method: 'POST',
      headers: withoutContentType(headers),
      body: form,
    });
  } catch (e) {
    throw new NativeError('failed', `${nativeMessages.uploadFailed}（${(e as Error).message}）`);
  }
  const envelope = await readEnvelope(res);
  const data = envelope.data;
  if (!res.ok || envelope.success !== true || !data || typeof data.fullFilePath !== 'string') {
    throw new NativeError(
      'failed',
      envelope.msg || `${nativeMessages.uploadFailed}（HTTP ${res.status}）`,
    );
  }
  const wm = data.fullFileWatermarkPath;
  return {
    fullFilePath: data.fullFilePath,
    fullFileWatermarkPath: typeof wm === 'string' ? wm : null,
  };
}

export const mediaHandlers: MediaHandlers = {
  chooseImage: async (params, rt) => {
    const source = oneOf(params, 'source', ['camera', 'album'] as const);
    const count = num(params, 'count', 1, 9);
    if (source === 'camera') {
      requireCamera(rt);
      return pick(rt, 'camera', 1);
    }
    return pick(rt, 'gallery', count);
  },
  pickPhoto: async (params, rt) => pick(rt, 'gallery', num(params, 'count', 1, 9)),
  uploadImage: async (params, rt) => {
    try {
      const result = await postUpload(rt, params);
      rt.record('uploadImage', params, result);
      return result;
    } catch (e) {
      rt.record('uploadImage', params, { error: (e as Error).message });
      throw e;
    }
  },
  scanQr: async (params, rt) => {
    const source = oneOf(params, 'source', ['camera', 'album'] as const);
    if (source === 'camera') requireCamera(rt);
    const qr = rt.state().qr;
    if (qr.mode === 'cancel') throw new NativeError('cancelled', nativeMessages.scanCancelled);
    if (qr.mode === 'fail') throw new NativeError('failed', nativeMessages.scanFailed);
    if (qr.mode === 'text') return { text: qr.text };
    let text: string | null;
    try {
      text = await rt.decodeQr(qr.image);
    } catch (e) {
      throw new NativeError('failed', `${nativeMessages.scanFailed}（${(e as Error).message}）`);
    }
    if (!text) throw new NativeError('failed', nativeMessages.scanFailed);
    return { text };
  },
};
