import { FieldError } from '@/components/form';
import { ImageUploader, type UploadedImage } from '@/components/image-uploader';
import { useId } from 'react';
import type { OcrState } from '../hooks/use-licence-form';
import { licenseMessages as m } from '../messages';
import styles from './licence-form.module.css';

interface PhotoFieldProps {
  label: string;
  value: UploadedImage[];
  onChange: (items: UploadedImage[]) => void;
  error: string | null;
  /** The recognition of this photo, when it is read by OCR. */
  ocr?: OcrState;
  /** Photos go to the server: a guest is shown why they cannot be taken yet. */
  disabled?: boolean;
}

const OCR_TEXT: Partial<Record<OcrState, string>> = {
  running: m.ocrRunning,
  done: m.ocrDone,
  failed: m.ocrFailed,
};

/** One photo in its own labelled group, so each can be taken (or retaken) on its own. */
export function PhotoField(props: PhotoFieldProps) {
  const { label, value, onChange, error, ocr = 'idle', disabled = false } = props;
  const errorId = useId();
  const note = OCR_TEXT[ocr];
  return (
    <fieldset className={styles.photo} aria-describedby={error ? errorId : undefined}>
      <legend className={styles.photoLabel}>{label}</legend>
      <ImageUploader value={value} onChange={onChange} label={`上传${label}`} disabled={disabled} />
      {disabled ? <p className={styles.ocrNote}>{m.loginForPhotos}</p> : null}
      {note ? (
        <p
          className={ocr === 'failed' ? styles.ocrFailed : styles.ocrNote}
          role={ocr === 'failed' ? 'alert' : 'status'}
        >
          {note}
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
