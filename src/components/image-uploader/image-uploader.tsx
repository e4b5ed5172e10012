import { ImageViewer, SpinLoading } from 'antd-mobile';
import { AddOutline, CloseOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { ensureCameraPermission } from '@/components/camera-permission-dialogs';
import { bridge as appBridge, type BridgeClient } from '@/lib/bridge/bridge';
import type { ImageSource } from '@/lib/bridge/protocol';
import styles from './image-uploader.module.css';
import {
  countLabel,
  deleteLabel,
  imageUploaderMessages as messages,
  previewLabel,
  uploadingLabel,
} from './messages';
import type { UploadedImage, UploadHeaders, WatermarkInfo } from './types';
import { SourceSheet } from './source-sheet';
import { useUploads } from './use-uploads';

/** §9: default maximum images. */
const UPLOADER_MAX_COUNT = 1;
export const AVATAR_UPLOADER_MAX_COUNT = 2;

export interface ImageUploaderProps {
  /** Controlled list of uploaded items (§3). */
  value?: UploadedImage[];
  /** Starting list when uncontrolled. */
  defaultValue?: UploadedImage[];
  /** Every change: an upload finished, or an image was deleted. */
  onChange?: (items: UploadedImage[]) => void;
  /** §4: deletion emits an event (after which onChange has the shorter list). */
  onDelete?: (item: UploadedImage, index: number) => void;
  /** 1 (default) replaces the image on each upload; more appends up to the limit. Avatar: 2. */
  maxCount?: number;
  variant?: 'default' | 'avatar';
  /** §4: 'position' uploads with the watermark (uploader, location, time at position 2). */
  watermarkType?: 'position';
  /** Who is uploading, for the watermark lines; needed with watermarkType. */
  watermark?: WatermarkInfo;
  /** Default: both, chosen in an action sheet. */
  sources?: readonly ImageSource[];
  /** Headers for the upload call; default: the HTTP client's (app, device, Authorization). */
  uploadHeaders?: UploadHeaders;
  /** The native bridge; default: the app's. Stories and tests pass one over a fake native. */
  bridge?: BridgeClient;
  /**
   * Asked before the camera opens (§4 camera-permission dialogs); false stops. Default: the app's
   * camera-permission flow when the app's bridge is used, none with an injected bridge.
   */
  ensureCamera?: () => Promise<boolean>;
  /** Every message shown to the driver, also as a toast (for screens that log or react). */
  onError?: (message: string) => void;
  /** Accessible name of the add button. Default 上传图片. */
  label?: string;
  disabled?: boolean;
  deletable?: boolean;
  /** The field's rule fails (nothing uploaded yet): the add tile turns red. */
  invalid?: boolean;
  className?: string;
}

/**
 * §4: choose (camera or album) → check the type (§5) → upload through the native side → done item,
 * previewable and deletable. Single-image mode replaces, multi-image mode appends.
 */
export function ImageUploader(props: ImageUploaderProps) {
  const {
    value,
    defaultValue,
    onChange,
    onDelete,
    variant = 'default',
    watermarkType,
    watermark,
    sources = ['camera', 'album'],
    uploadHeaders,
    bridge = appBridge,
    onError,
    label = messages.add,
    disabled = false,
    deletable = true,
    invalid = false,
    className,
  } = props;
  const maxCount = Math.max(
    1,
    props.maxCount ?? (variant === 'avatar' ? AVATAR_UPLOADER_MAX_COUNT : UPLOADER_MAX_COUNT),
  );
  const single = maxCount === 1;
  const ensureCamera =
    props.ensureCamera ?? (props.bridge === undefined ? ensureCameraPermission : undefined);

  const [inner, setInner] = useState<UploadedImage[]>(defaultValue ?? []);
  const items = value ?? inner;
  // Uploads finishing together must each see the list the one before produced.
  const latestItems = useRef(items);
  useEffect(() => {
    latestItems.current = items;
  }, [items]);

  const emit = (next: UploadedImage[]) => {
    latestItems.current = next;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const { pending, choose } = useUploads({
    bridge,
    room: () => (single ? 1 : maxCount - latestItems.current.length),
    commit: (item) => {
      const now = latestItems.current;
      emit(single ? [item] : [...now, item].slice(0, maxCount));
    },
    watermark: watermarkType === 'position' ? (watermark ?? { name: '', phone: '' }) : null,
    headers: uploadHeaders,
    ensureCamera,
    onError,
  });
  const [sheetOpen, setSheetOpen] = useState(false);
  const [previewIndex, setPreviewIndex] = useState<number | null>(null);

  const start = (source: ImageSource) => {
    setSheetOpen(false);
    void choose(source);
  };
  const openChooser = () => {
    if (disabled) return;
    if (sources.length === 1) start(sources[0]!);
    else setSheetOpen(true);
  };
  const remove = (index: number) => {
    const item = latestItems.current[index];
    if (!item) return;
    emit(latestItems.current.filter((_, i) => i !== index));
    onDelete?.(item, index);
  };

  const busy = pending.length > 0;
  const canAdd =
    !disabled && (single ? items.length === 0 && !busy : items.length + pending.length < maxCount);
  const tile = [styles.tile, variant === 'avatar' ? styles.round : ''].filter(Boolean).join(' ');

  return (
    <div
      className={[styles.uploader, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-invalid={invalid || undefined}
      aria-busy={busy || undefined}
    >
      <ul className={styles.grid}>
        {(single && busy ? [] : items).map((item, index) => (
          <li key={`${item.urlorigin}-${index}`} className={tile} data-status={item.status}>
            <button
              type="button"
              className={styles.thumbButton}
              aria-label={previewLabel(index + 1)}
              onClick={() => setPreviewIndex(index)}
            >
              <img className={styles.thumb} src={item.url} alt="" draggable={false} />
            </button>
            {deletable && !disabled ? (
              <button
                type="button"
                className={styles.delete}
                aria-label={deleteLabel(index + 1)}
                onClick={() => remove(index)}
              >
                <CloseOutline aria-hidden="true" />
              </button>
            ) : null}
          </li>
        ))}
        {pending.map((upload, i) => (
          <li
            key={upload.key}
            className={`${tile} ${styles.uploading}`}
            data-status="uploading"
            role="status"
            aria-label={uploadingLabel((single ? 0 : items.length) + i + 1)}
          >
            {upload.previewUrl ? (
              <img className={styles.thumb} src={upload.previewUrl} alt="" draggable={false} />
            ) : null}
            <span className={styles.progress}>
              <SpinLoading color="white" style={{ '--size': '24px' }} aria-hidden="true" />
              <span>{messages.uploading}</span>
            </span>
          </li>
        ))}
        {canAdd ? (
          <li className={tile}>
            <button
              type="button"
              className={styles.add}
              // The count is visible, so it is part of the name too.
              aria-label={single ? label : `${label} ${countLabel(items.length, maxCount)}`}
              onClick={openChooser}
            >
              <AddOutline aria-hidden="true" />
              {single ? null : (
                <span className={styles.count}>{countLabel(items.length, maxCount)}</span>
              )}
            </button>
          </li>
        ) : null}
      </ul>
      {single && items.length > 0 && !busy && !disabled ? (
        <button type="button" className={styles.replace} onClick={openChooser}>
          {messages.replace}
        </button>
      ) : null}
      <SourceSheet
        visible={sheetOpen}
        sources={sources}
        onPick={start}
        onClose={() => setSheetOpen(false)}
      />
      <ImageViewer.Multi
        key={previewIndex ?? 'closed'}
        images={items.map((item) => item.url)}
        visible={previewIndex !== null}
        defaultIndex={previewIndex ?? 0}
        onClose={() => setPreviewIndex(null)}
      />
    </div>
  );
}
