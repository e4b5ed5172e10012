/**
 * The photos of one step, with the watermark facts of the moment each was taken: the uploader's
 * items plus when (and where) each appeared, so the request carries `takenAt` and the position.
 * A photo whose upload met no network is kept on the phone (`keepingBridge`): `stepPhotos()` gives
 * it to the outbox with its file, the others by their paths.
 */
import { useRef, useState } from 'react';
import { localPhotoFile, watermarkFactsNow } from '@/components/outbox';
import type { UploadedImage } from '@/components/image-uploader';
import { bridge } from '@/lib/bridge/bridge';
import type { TripPhotoInput } from '@/lib/contract/waybill/trip';
import { formatDateTime } from '@/lib/domain/dates';
import type { OutboxFile } from '@/lib/outbox/types';
import type { StepPhoto } from '@/lib/waybill-outbox';
import { useSession } from '@/stores/session';
import { keepingBridge } from './keeping-bridge';

/** Who is taking the photos, for the watermark of a kept one. */
function uploader() {
  const user = useSession.getState().loginInfo;
  return { name: user?.realName ?? user?.name ?? '', phone: user?.phone ?? '' };
}

interface Facts {
  takenAt: string;
  longitude?: number;
  latitude?: number;
  address?: string;
}

export function useTripPhotos() {
  const [items, setItems] = useState<UploadedImage[]>([]);
  const facts = useRef(new Map<string, Facts>());
  /** The preview URLs (the uploader's paths) of the photos kept on the phone. */
  const [kept, setKept] = useState<ReadonlySet<string>>(() => new Set());
  const [{ local, uploaderBridge }] = useState(() => {
    /** Kept on the phone, by the preview URL the uploader shows. */
    const files = new Map<string, OutboxFile>();
    const keeping = keepingBridge(bridge, async (file, lines) => {
      const watermark = await watermarkFactsNow(bridge, uploader(), lines?.[1]);
      files.set(file.previewUrl, await localPhotoFile(bridge, file, watermark));
      setKept((urls) => new Set(urls).add(file.previewUrl));
      return { fullFilePath: file.previewUrl, fullFileWatermarkPath: null };
    });
    return { local: files, uploaderBridge: keeping };
  });

  const onChange = (next: UploadedImage[]) => {
    setItems(next);
    for (const item of next) {
      if (facts.current.has(item.urlorigin)) continue;
      const kept = local.get(item.urlorigin)?.watermark;
      const fact: Facts = { takenAt: formatDateTime(new Date(kept?.takenAt ?? Date.now())) };
      facts.current.set(item.urlorigin, fact);
      if (kept) {
        if (kept.longitude !== undefined) fact.longitude = kept.longitude;
        if (kept.latitude !== undefined) fact.latitude = kept.latitude;
        if (kept.locationText) fact.address = kept.locationText;
        continue;
      }
      // The uploader asked for the fix just before; this answers from the same position.
      void bridge
        .call('getLocation', {}, { timeoutMs: 5000 })
        .then((fix) => {
          fact.longitude = fix.longitude;
          fact.latitude = fix.latitude;
          if (fix.address) fact.address = fix.address;
        })
        .catch(() => {});
    }
  };

  const factsOf = (item: UploadedImage): Facts =>
    facts.current.get(item.urlorigin) ?? { takenAt: formatDateTime(new Date()) };

  const inputs = (): TripPhotoInput[] =>
    items.map((item) => ({
      url: item.urlorigin,
      watermarkUrl: item.url !== item.urlorigin ? item.url : null,
      ...factsOf(item),
    }));

  /** Every photo, in order: kept ones with their files, uploaded ones by their paths. */
  const stepPhotos = (): StepPhoto[] =>
    items.map((item, i) => {
      const file = local.get(item.urlorigin);
      return file ? { local: file, facts: factsOf(item) } : { uploaded: inputs()[i]! };
    });

  const localCount = items.filter((item) => kept.has(item.urlorigin)).length;

  return { items, onChange, inputs, stepPhotos, localCount, bridge: uploaderBridge };
}
