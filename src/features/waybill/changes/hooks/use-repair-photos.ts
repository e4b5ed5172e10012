/**
 * 照片补传: a new photo for each rejected one, watermarked like the trip screens (who, where, when),
 * with the moment it was taken; only the replaced photos are sent, in one single-flight write. The
 * result says how many were replaced and which rejected photos remain.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UploadedImage } from '@/components/image-uploader';
import {
  waybillAfterSales,
  type PhotoReplacement,
  type RepairResult,
} from '@/lib/contract/waybill/after-sales';
import { formatDateTime } from '@/lib/domain/dates';
import { rejectedPhotosQueryOptions, useChangesWrite } from '../api/waybill-changes';
import { changesMessages as t } from '../messages';

export function useRepairPhotos(waybillId: string) {
  const client = useQueryClient();
  const send = useChangesWrite(waybillAfterSales.repairPhotos);
  const [items, setItems] = useState<Record<string, UploadedImage[]>>({});
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<RepairResult | null>(null);
  const takenAt = useRef(new Map<string, string>());

  const bind = (photoId: string) => ({
    value: items[photoId] ?? [],
    onChange: (next: UploadedImage[]) => {
      setItems((prev) => ({ ...prev, [photoId]: next }));
      const first = next[0];
      if (first && !takenAt.current.has(first.urlorigin)) {
        takenAt.current.set(first.urlorigin, formatDateTime(new Date()));
      }
      if (next.length > 0) setError(null);
    },
  });

  const replacements = (): PhotoReplacement[] =>
    Object.entries(items).flatMap(([photoId, list]) => {
      const item = list[0];
      if (!item) return [];
      return [
        {
          photoId,
          url: item.urlorigin,
          watermarkUrl: item.url !== item.urlorigin ? item.url : null,
          takenAt: takenAt.current.get(item.urlorigin) ?? formatDateTime(new Date()),
        },
      ];
    });

  const submit = async () => {
    const list = replacements();
    if (list.length === 0) {
      setError(t.repairRequired);
      return;
    }
    const answer = await send({ waybillId, replacements: list });
    setItems({});
    setResult(answer);
    client.setQueryData(rejectedPhotosQueryOptions(waybillId).queryKey, answer.remaining);
  };

  return { bind, error, result, submit };
}
