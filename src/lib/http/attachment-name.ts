/** The file name a download's `Content-Disposition` header gives. */

/** RFC 5987 `filename*=` first, then `filename=` (often URL-encoded); null when there is none. */
export function attachmentFilename(disposition: string | undefined): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]*)'[^']*'([^;]+)/i.exec(disposition);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition);
  const raw = extended?.[1] ?? plain?.[1] ?? plain?.[2];
  if (raw === undefined) return null;
  const trimmed = raw.trim().replace(/^"|"$/g, '');
  if (trimmed === '') return null;
  try {
    return decodeURIComponent(trimmed);
  } catch {
    return trimmed;
  }
}
