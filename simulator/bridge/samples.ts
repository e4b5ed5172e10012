/**
 * The sample photos the fake camera and gallery hand out (drawn by scripts/make-sample-images.ts):
 * each original, and its preview, the `previewUrl` of a taken photo (a quarter of the width, JPEG
 * quality 40, as a phone's thumbnail). `?no-inline` keeps even the small images real URLs:
 * previews are never data: URLs.
 */
import idCardPreviewUrl from './samples/previews/idCard.jpg?no-inline';
import licencePreviewUrl from './samples/previews/licence.jpg?no-inline';
import qrPreviewUrl from './samples/previews/qr.jpg?no-inline';
import receiptPreviewUrl from './samples/previews/receipt.jpg?no-inline';
import truckPreviewUrl from './samples/previews/truck.jpg?no-inline';
import idCardUrl from './samples/idCard.png?no-inline';
import licenceUrl from './samples/licence.png?no-inline';
import qrUrl from './samples/qr.png?no-inline';
import receiptUrl from './samples/receipt.png?no-inline';
import truckUrl from './samples/truck.png?no-inline';
import type { SampleImageName } from './api';

export interface SampleImage {
  name: SampleImageName;
  /** Shown in the simulator panels. */
  label: string;
  file: string;
  width: number;
  height: number;
  type: 'image/png';
}

export const SAMPLE_IMAGES: Record<SampleImageName, SampleImage> = {
  truck: {
    name: 'truck',
    label: '货车照片',
    file: 'truck.png',
    width: 600,
    height: 400,
    type: 'image/png',
  },
  licence: {
    name: 'licence',
    label: '机动车驾驶证',
    file: 'licence.png',
    width: 600,
    height: 400,
    type: 'image/png',
  },
  idCard: {
    name: 'idCard',
    label: '居民身份证',
    file: 'idCard.png',
    width: 600,
    height: 400,
    type: 'image/png',
  },
  receipt: {
    name: 'receipt',
    label: '回单（带签章）',
    file: 'receipt.png',
    width: 600,
    height: 400,
    type: 'image/png',
  },
  qr: {
    name: 'qr',
    label: '二维码（关于我们）',
    file: 'qr.png',
    width: 300,
    height: 300,
    type: 'image/png',
  },
};

export const SAMPLE_IMAGE_NAMES = Object.keys(SAMPLE_IMAGES) as SampleImageName[];

/** The text the QR sample encodes. */
export const SAMPLE_QR_TEXT = '/i/about/aboutus';

const urls: Record<SampleImageName, string> = {
  truck: truckUrl,
  licence: licenceUrl,
  idCard: idCardUrl,
  receipt: receiptUrl,
  qr: qrUrl,
};

const previewUrls: Record<SampleImageName, string> = {
  truck: truckPreviewUrl,
  licence: licencePreviewUrl,
  idCard: idCardPreviewUrl,
  receipt: receiptPreviewUrl,
  qr: qrPreviewUrl,
};

/** A same-origin URL of the sample that the H5 (in the simulator's iframe) can load. */
export function sampleImageUrl(name: SampleImageName): string {
  return urls[name];
}

/** The sample's preview (thumbnail) URL: what a taken photo's `previewUrl` is. */
export function samplePreviewUrl(name: SampleImageName): string {
  return previewUrls[name];
}

/** Default byte loader: fetch the asset URL (relative URLs resolve against `origin`). */
async function fetchSample(name: SampleImageName, origin: string): Promise<Blob> {
  const res = await fetch(new URL(sampleImageUrl(name), origin));
  if (!res.ok) throw new Error(`sample ${name}: HTTP ${res.status}`);
  return res.blob();
}

/**
 * One load per sample for the fake native's lifetime (the picker and the QR decoder share it); a
 * failed load is forgotten, so the next call tries again.
 */
export function sampleCache(
  load: ((name: SampleImageName) => Promise<Blob>) | undefined,
  origin: string,
): (name: SampleImageName) => Promise<Blob> {
  const samples = new Map<SampleImageName, Promise<Blob>>();
  return (name) => {
    let blob = samples.get(name);
    if (!blob) {
      blob = load ? load(name) : fetchSample(name, origin);
      blob.catch(() => samples.delete(name));
      samples.set(name, blob);
    }
    return blob;
  };
}
