/**
 * The photos of one step, with the watermark facts of the moment each was taken: the uploader's
 * items plus when (and where) each appeared, so the request carries `takenAt` and the position.
 */
import { useRef, useState } from 'react';
import type { UploadedImage } from '@/components/image-uploader';
import { bridge } from '@/lib/bridge/bridge';
import type { TripPhotoInput } from '@/lib/contract/waybill-trip';
import { formatDateTime } from '@/lib/domain/dates';

interface Facts {
  takenAt: string;
  longitude?: number;
  latitude?: number;
  address?: string;
}

export function useTripPhotos() {
  const [items, setItems] = useState<UploadedImage[]>([]);
  const facts = useRef(new Map<string, Facts>());

  const onChange = (next: UploadedImage[]) => {
    setItems(next);
    for (const item of next) {
      if (facts.current.has(item.urlorigin)) continue;
      const fact: Facts = { takenAt: formatDateTime(new Date()) };
      facts.current.set(item.urlorigin, fact);
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

  const inputs = (): TripPhotoInput[] =>
    items.map((item) => ({
      url: item.urlorigin,
      watermarkUrl: item.url !== item.urlorigin ? item.url : null,
      ...(facts.current.get(item.urlorigin) ?? { takenAt: formatDateTime(new Date()) }),
    }));

  return { items, onChange, inputs };
}
