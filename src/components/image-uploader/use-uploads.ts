/**
 * The choose → check → upload flow behind the uploader, and its uploading tiles. Finished items go
 * to `commit`, which adds them (multi) or replaces the image (single).
 */
import { useEffect, useRef, useState } from 'react';
import { showToast } from '@/components/feedback';
import type { BridgeClient } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { ImageSource, NativeFileRef } from '@/lib/bridge/protocol';
import { checkImage } from '@/lib/domain/image-type';
import { isCancelled } from '@/lib/http/errors';
import { imageUploaderMessages as messages } from './messages';
import { UploadAnswerError, uploadOne } from './upload-one';
import { resolveHeaders } from './upload-headers';
import type { UploadedImage, UploadHeaders, WatermarkInfo } from './types';
import { watermarkLines } from './watermark';

/** §9: the failed-capture message waits 10 s. */
export const CAPTURE_FAILURE_DELAY_MS = 10_000;
const TOAST_MS = 2000;

export interface PendingUpload {
  key: string;
  previewUrl: string;
}

export interface UploadFlowOptions {
  bridge: BridgeClient;
  /** How many more images fit, not counting uploads still running. */
  room: () => number;
  commit: (item: UploadedImage) => void;
  watermark: WatermarkInfo | null;
  headers: UploadHeaders | undefined;
  ensureCamera: (() => Promise<boolean>) | undefined;
  onError?: (message: string) => void;
}

let pendingSeq = 0;

function failureMessage(err: unknown): string | null {
  if (err instanceof UploadAnswerError) return err.message;
  if (isBridgeError(err)) return err.code === 'cancelled' ? null : err.message;
  if (isCancelled(err)) return null;
  if (err instanceof Error && err.message.trim() !== '') return err.message;
  return messages.uploadFailed;
}

export function useUploads(options: UploadFlowOptions) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const latest = useRef(options);
  const captureTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const running = useRef(0);

  useEffect(() => {
    latest.current = options;
  });

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (captureTimer.current !== null) clearTimeout(captureTimer.current);
    };
  }, []);

  const tell = (message: string) => {
    if (!mounted.current) return;
    showToast(message, TOAST_MS);
    latest.current.onError?.(message);
  };

  const captureFailed = () => {
    if (captureTimer.current !== null) clearTimeout(captureTimer.current);
    captureTimer.current = setTimeout(() => {
      captureTimer.current = null;
      tell(messages.captureFailed);
    }, CAPTURE_FAILURE_DELAY_MS);
  };

  const uploadFile = async (file: NativeFileRef) => {
    const { bridge, watermark, headers } = latest.current;
    const key = `upload-${(pendingSeq += 1)}`;
    running.current += 1;
    setPending((list) => [...list, { key, previewUrl: file.previewUrl }]);
    try {
      const [resolvedHeaders, lines, caps] = await Promise.all([
        resolveHeaders(headers),
        watermark ? watermarkLines(watermark, bridge) : Promise.resolve(null),
        watermark ? bridge.capabilities() : Promise.resolve(null),
      ]);
      const item = await uploadOne({
        bridge,
        ref: file.ref,
        headers: resolvedHeaders,
        lines,
        ios: caps?.platform === 'ios',
      });
      if (mounted.current) latest.current.commit(item);
    } catch (err) {
      // §8: the upload itself failed; the native side's own wording is for its logs.
      const uploadFailed = isBridgeError(err) && err.code === 'failed';
      const message = uploadFailed ? messages.uploadFailed : failureMessage(err);
      if (message) tell(message);
    } finally {
      running.current -= 1;
      if (mounted.current) setPending((list) => list.filter((p) => p.key !== key));
    }
  };

  const choose = async (source: ImageSource) => {
    const { bridge, room, ensureCamera } = latest.current;
    const count = room() - running.current;
    if (count <= 0) return;
    if (source === 'camera' && ensureCamera && !(await ensureCamera())) return;
    let files: NativeFileRef[];
    try {
      ({ files } = await bridge.call('chooseImage', { source, count }));
    } catch (err) {
      if (isBridgeError(err) && err.code === 'failed') captureFailed();
      else {
        const message = failureMessage(err);
        if (message) tell(message);
      }
      return;
    }
    const accepted = files.filter((f) => checkImage({ name: f.name, type: f.type }) === null);
    if (accepted.length < files.length) tell(messages.imageType);
    await Promise.all(accepted.slice(0, count).map(uploadFile));
  };

  return { pending, choose };
}
