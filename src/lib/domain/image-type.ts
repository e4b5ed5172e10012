import { domainMessages } from './messages';

/** §5: jpeg, png, gif, psd, tif, bmp; HEIC is refused whatever else the file claims. */
const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'psd', 'tif', 'tiff', 'bmp'] as const;
const IMAGE_MIME_TYPES = [
  'image/jpeg',
  'image/jpg',
  'image/pjpeg',
  'image/png',
  'image/gif',
  'image/vnd.adobe.photoshop',
  'image/psd',
  'image/x-photoshop',
  'application/x-photoshop',
  'application/photoshop',
  'image/tiff',
  'image/tif',
  'image/bmp',
  'image/x-bmp',
  'image/x-ms-bmp',
] as const;

/** Browsers and WebViews send these when they do not know the type: the file name decides. */
const UNKNOWN_MIME = new Set(['', 'application/octet-stream']);
const HEIC_MIME = new Set([
  'image/heic',
  'image/heif',
  'image/heic-sequence',
  'image/heif-sequence',
]);
const EXTENSIONS = new Set<string>(IMAGE_EXTENSIONS);
const MIME_TYPES = new Set<string>(IMAGE_MIME_TYPES);

export interface ImageCandidate {
  /** File name or native path. */
  name?: string | null;
  /** MIME type when known. */
  type?: string | null;
}

/** Lower-case extension of a name or path (query and fragment ignored), '' when none. */
export function fileExtension(name: string | null | undefined): string {
  const path = (name ?? '').trim().split(/[?#]/)[0]!;
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot < 0 ? '' : base.slice(dot + 1).toLowerCase();
}

function isHeic({ name, type }: ImageCandidate): boolean {
  const ext = fileExtension(name);
  return ext === 'heic' || ext === 'heif' || HEIC_MIME.has((type ?? '').trim().toLowerCase());
}

export function checkImage(file: ImageCandidate): null | typeof domainMessages.imageType {
  if (isHeic(file)) return domainMessages.imageType;
  const mime = (file.type ?? '').trim().toLowerCase();
  const ok = UNKNOWN_MIME.has(mime)
    ? EXTENSIONS.has(fileExtension(file.name))
    : MIME_TYPES.has(mime);
  return ok ? null : domainMessages.imageType;
}

/** §5: an upload answer that is the string `null` (or nothing at all) means the upload failed. */
export function checkUploadAnswer(answer: unknown): null | typeof domainMessages.imageUploadFailed {
  if (answer == null) return domainMessages.imageUploadFailed;
  if (typeof answer === 'string') {
    const text = answer.trim();
    if (text === '' || text === 'null') return domainMessages.imageUploadFailed;
  }
  return null;
}
