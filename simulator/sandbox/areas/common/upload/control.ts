/** `sb.control.uploads()`, `GET /__sandbox/uploads` and the files at `GET /__sandbox/files/<name>`. */
import { controlOp, httpOp } from '../../../control/op';
import { serveFile } from './files';
import { uploadArea, type UploadRecord } from './types';

export const uploadControl = [
  controlOp(
    'uploads',
    ({ db }) =>
      (): UploadRecord[] =>
        db.area(uploadArea).uploads.map((u) => ({ ...u })),
    { route: 'GET uploads' },
  ),
  httpOp('GET files/*', (input, { db }) => serveFile(db, decodeURIComponent(input.rest))),
] as const;
