/**
 * The native side's picked/taken images: the H5 sees their refs and previews, and reads an
 * original only through `readFile`.
 */
import type { NativeFileRef } from '@/lib/bridge/protocol';
import type { SampleImageName } from './api';
import { SAMPLE_IMAGES, samplePreviewUrl } from './samples';

interface StoredFile {
  ref: NativeFileRef;
  sample: SampleImageName;
  blob: Blob;
}

const pad = (n: number) => String(n).padStart(2, '0');

function photoName(now: number, seq: number, sample: SampleImageName): string {
  const d = new Date(now);
  const stamp = `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}_${pad(d.getHours())}${pad(d.getMinutes())}${pad(d.getSeconds())}`;
  return `IMG_${stamp}_${seq}_${sample}.png`;
}

export class FileStore {
  private files = new Map<string, StoredFile>();
  private seq = 0;

  add(sample: SampleImageName, blob: Blob, now: number): NativeFileRef {
    this.seq += 1;
    const meta = SAMPLE_IMAGES[sample];
    const ref: NativeFileRef = {
      ref: `sim-file-${String(this.seq).padStart(4, '0')}`,
      name: photoName(now, this.seq, sample),
      type: meta.type,
      size: blob.size,
      width: meta.width,
      height: meta.height,
      previewUrl: samplePreviewUrl(sample),
    };
    this.files.set(ref.ref, { ref, sample, blob });
    return ref;
  }

  get(ref: string): StoredFile | undefined {
    return this.files.get(ref);
  }

  list(): NativeFileRef[] {
    return [...this.files.values()].map((f) => f.ref);
  }

  clear(): void {
    this.files.clear();
    this.seq = 0;
  }
}
