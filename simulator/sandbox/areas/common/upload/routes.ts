/** Uploads keep the bytes in memory and answer /__sandbox/files/<id>.<ext> URLs (files.ts serves them). */
import { upload, type UploadResult } from '@/lib/contract/common/upload';
import { reject } from '../../../envelope';
import { int, list, text } from '../../../fields';
import { serverMessages } from '../../../messages';
import { route, type RouteContext } from '../../../router';
import { uploadArea, type UploadRecord } from './types';

/** The next upload id, `F000001`… */
function nextId(ctx: RouteContext): string {
  const tables = ctx.db.area(uploadArea);
  tables.stored += 1;
  return `F${String(tables.stored).padStart(6, '0')}`;
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/bmp': 'bmp',
  'image/tiff': 'tif',
  'image/vnd.adobe.photoshop': 'psd',
  'application/pdf': 'pdf',
};

function extensionOf(file: Blob & { name?: string }): string {
  const fromType = EXTENSIONS[file.type];
  if (fromType) return fromType;
  const fromName = /\.([a-z0-9]{1,5})$/i.exec(file.name ?? '')?.[1];
  return fromName ? fromName.toLowerCase() : 'bin';
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function blob(value: unknown): Blob & { name?: string } {
  const v = Array.isArray(value) ? value[0] : value;
  if (!isBlob(v)) reject(serverMessages.fileMissing);
  return v;
}

function lines(value: unknown): string[] {
  return list(value as string | string[] | undefined).map(String);
}

function result(r: UploadRecord): UploadResult {
  return { fullFilePath: r.fullFilePath, fullFileWatermarkPath: r.fullFileWatermarkPath };
}

async function store(
  ctx: RouteContext,
  file: Blob & { name?: string },
  watermark: { content: string[]; position: number } | null,
): Promise<UploadRecord> {
  const id = nextId(ctx);
  const ext = extensionOf(file);
  const base = `${id}${ctx.db.state.config.fileNameTag}`;
  const name = `${base}.${ext}`;
  ctx.db.files.set(name, {
    bytes: new Uint8Array(await file.arrayBuffer()),
    contentType: file.type || 'application/octet-stream',
  });
  const record: UploadRecord = {
    id,
    fullFilePath: `/__sandbox/files/${name}`,
    fullFileWatermarkPath: watermark ? `/__sandbox/files/${base}-wm.${ext}` : null,
    fileName: file.name ?? name,
    contentType: file.type,
    size: file.size,
    content: watermark?.content ?? null,
    position: watermark?.position ?? null,
    sourceUrl: null,
    appUserId: ctx.user?.appUserId ?? null,
    time: ctx.db.nowText(),
  };
  ctx.db.area(uploadArea).uploads.push(record);
  return record;
}

export const uploadRoutes = [
  route(upload.file, async (req, ctx) => result(await store(ctx, blob(req.multipartFile), null))),

  route(upload.fileBatch, async (req, ctx) => {
    const files = list(req.multipartFiles);
    if (files.length === 0) reject(serverMessages.fileMissing);
    const out: UploadResult[] = [];
    for (const f of files) out.push(result(await store(ctx, blob(f), null)));
    return out;
  }),

  route(upload.watermarkFile, async (req, ctx) => {
    const watermark = { content: lines(req.content), position: int(req.position, 2) };
    return result(await store(ctx, blob(req.multipartFile), watermark));
  }),

  route(upload.watermarkFileByUrl, (req, ctx) => {
    const url = text(req.url, 'url');
    const id = nextId(ctx);
    const ext = /\.([a-z0-9]{1,5})$/i.exec(url)?.[1]?.toLowerCase() ?? 'jpg';
    const record: UploadRecord = {
      id,
      fullFilePath: url,
      fullFileWatermarkPath: `/__sandbox/files/${id}-wm.${ext}`,
      fileName: url.split('/').pop() ?? url,
      contentType: '',
      size: 0,
      content: lines(req.content),
      position: int(req.position, 2),
      sourceUrl: url,
      appUserId: ctx.user?.appUserId ?? null,
      time: ctx.db.nowText(),
    };
    ctx.db.area(uploadArea).uploads.push(record);
    return result(record);
  }),
];
