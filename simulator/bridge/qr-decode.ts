/** Decodes the QR code in a sample image for real: pixels from the browser's decoder, then jsqr. */
import type { SampleImageName } from './api';

/** Needs createImageBitmap and OffscreenCanvas (any Chromium); Node callers inject a decoder. */
async function decodeQrFromBlob(blob: Blob): Promise<string | null> {
  if (typeof createImageBitmap !== 'function' || typeof OffscreenCanvas !== 'function') {
    throw new Error('此环境无法解码图片');
  }
  const bitmap = await createImageBitmap(blob);
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('此环境无法解码图片');
    ctx.drawImage(bitmap, 0, 0);
    const { data, width, height } = ctx.getImageData(0, 0, bitmap.width, bitmap.height);
    // Loaded on the first decode, so the simulator's first paint does not carry the decoder.
    const { default: jsQR } = await import('jsqr');
    return jsQR(data, width, height)?.data ?? null;
  } finally {
    bitmap.close();
  }
}

export function sampleQrDecoder(loadSample: (name: SampleImageName) => Promise<Blob>) {
  return async (name: SampleImageName) => decodeQrFromBlob(await loadSample(name));
}
