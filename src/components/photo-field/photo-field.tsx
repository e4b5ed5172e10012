import { type ReactNode, useId, useRef, useState } from 'react';
import { FieldShell } from '@/components/form';
import {
  ImageUploader,
  type ImageUploaderProps,
  type UploadedImage,
} from '@/components/image-uploader';
import styles from './photo-field.module.css';
import { exampleAlt, photoFieldMessages as m, uploadLabel } from './messages';

/** What a good photo looks like: an image (`exampleImage(kind)` or the screen's own). */
export interface PhotoExample {
  src: string;
  /** Default: the label + 示例. */
  alt?: string;
}

export type RecognizeState = 'idle' | 'running' | 'done' | 'failed';

/** The uploader's own options a screen may set (camera only, watermark, a fake bridge in stories). */
export type PhotoUploaderOptions = Pick<
  ImageUploaderProps,
  | 'sources'
  | 'watermarkType'
  | 'watermark'
  | 'uploadHeaders'
  | 'bridge'
  | 'ensureCamera'
  | 'onError'
>;

export interface PhotoFieldProps {
  /** Names the field's group; the upload button is 上传<label>. */
  label: string;
  value: UploadedImage[];
  onChange: (items: UploadedImage[]) => void;
  /** A photo was added, replaced or deleted: a form shows the field's message from then on. */
  onBlur?: () => void;
  error?: string | null;
  /** The red * before the label; §5: form fields are required unless told otherwise. */
  required?: boolean;
  example?: PhotoExample;
  /** A line under the photo (e.g. why a guest cannot take it yet). */
  hint?: ReactNode;
  disabled?: boolean;
  /**
   * OCR: called with each newly uploaded photo; the screen reads it and fills its fields (never over
   * what the driver typed). While it runs and after, the field says so beside the photo; a failure
   * keeps the photo and asks the driver to type the fields.
   */
  recognize?: (photo: UploadedImage) => Promise<unknown>;
  /** The accessible name of the upload button; default 上传<label>. */
  uploadLabel?: string;
  uploader?: PhotoUploaderOptions;
  id?: string;
  className?: string;
}

const NOTE: Partial<Record<RecognizeState, string>> = {
  running: m.ocrRunning,
  done: m.ocrDone,
  failed: m.ocrFailed,
};

/**
 * One photo of a document as a form field (§4 upload): the label with the required *, one uploader
 * tile (camera or album; a new photo replaces the old), an example beside it, the OCR state, and the
 * rule's message under it. Each photo is its own field, so a failed upload is retried alone.
 */
export function PhotoField(props: PhotoFieldProps) {
  const { label, value, onChange, onBlur, error, required = true, example, hint } = props;
  const { disabled = false, recognize, uploader, className } = props;
  const base = useId();
  const labelId = `${base}-label`;
  const errorId = `${base}-error`;
  const noteId = `${base}-note`;
  const [state, setState] = useState<RecognizeState>('idle');
  // A newer photo's recognition wins: an older one finishing late says nothing.
  const run = useRef(0);

  const read = async (photo: UploadedImage) => {
    if (!recognize) return;
    const mine = ++run.current;
    setState('running');
    try {
      await recognize(photo);
      if (run.current === mine) setState('done');
    } catch {
      if (run.current === mine) setState('failed');
    }
  };

  const change = (items: UploadedImage[]) => {
    const added = items[0] && items[0].url !== value[0]?.url ? items[0] : null;
    onChange(items);
    onBlur?.();
    if (added) void read(added);
    else if (items.length === 0) {
      run.current += 1;
      setState('idle');
    }
  };

  const note = NOTE[state];
  const described = [note ? noteId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    <FieldShell
      id={props.id}
      role="group"
      aria-labelledby={labelId}
      aria-describedby={described || undefined}
      label={<span id={labelId}>{label}</span>}
      required={required}
      disabled={disabled}
      error={error}
      errorId={errorId}
      className={className}
    >
      <div className={styles.row}>
        <ImageUploader
          {...uploader}
          value={value}
          onChange={change}
          label={props.uploadLabel ?? uploadLabel(label)}
          disabled={disabled}
          invalid={Boolean(error)}
        />
        {example ? (
          <figure className={styles.example}>
            <img src={example.src} alt={example.alt ?? exampleAlt(label)} />
            <figcaption aria-hidden="true">{m.example}</figcaption>
          </figure>
        ) : null}
      </div>
      {note ? (
        <p
          id={noteId}
          className={state === 'failed' ? styles.failed : styles.note}
          role={state === 'failed' ? 'alert' : 'status'}
        >
          {note}
        </p>
      ) : null}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
    </FieldShell>
  );
}
