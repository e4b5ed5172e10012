import jsQR from 'jsqr';
import { describe, expect, it } from 'vitest';
import { SAMPLE_IMAGE_NAMES, SAMPLE_IMAGES, SAMPLE_QR_TEXT } from '@sim/bridge/samples';
import { makeNative, ok, readPng, sampleBytes } from './helpers';

/** Node stand-in for the browser decoder: real pixels from the committed PNG, then jsqr. */
async function decodeFromDisk(name: (typeof SAMPLE_IMAGE_NAMES)[number]): Promise<string | null> {
  const { width, height, rgba } = readPng(sampleBytes(name));
  return jsQR(rgba, width, height)?.data ?? null;
}

describe('sample images', () => {
  it.each(SAMPLE_IMAGE_NAMES)('%s is a PNG of the declared size under 60 kB', (name) => {
    const bytes = sampleBytes(name);
    expect(bytes.length).toBeLessThan(60 * 1024);
    const { width, height } = readPng(bytes);
    expect({ width, height }).toEqual({
      width: SAMPLE_IMAGES[name].width,
      height: SAMPLE_IMAGES[name].height,
    });
  });

  it('the QR sample decodes to an existing H5 route; the truck has no QR code', async () => {
    expect(await decodeFromDisk('qr')).toBe(SAMPLE_QR_TEXT);
    expect(await decodeFromDisk('truck')).toBeNull();
    const native = makeNative({ decodeQr: decodeFromDisk });
    native.controls.qr.image('qr');
    expect(await ok(native, 'scanQr', { source: 'album' })).toEqual({ text: '/i/about/aboutus' });
  });
});
