/**
 * A complaint as typed: type, content (≤ 200), photos (≤ 9) and the number the platform calls back
 * (the driver's own, prefilled). `send` is the add or the update; the form runs it single-flight.
 */
import { useState } from 'react';
import { useFormFields } from '@/components/form';
import type { UploadedImage } from '@/components/image-uploader';
import { validateMobile } from '@/lib/domain/mobile';
import type { ComplaintInput } from '@/lib/contract/waybill/after-sales';
import { afterSalesMessages as t } from '../messages';
import { maxLength, required, rules } from '../validators';

export interface ComplaintDraft {
  type: string;
  content: string;
  phone: string;
  photos: string[];
}

/** A stored path shown as an uploaded item (the update screen starts from the saved photos). */
const asUploaded = (url: string): UploadedImage => ({
  url,
  urlorigin: url,
  status: 'done',
  message: '上传完成',
  isImage: true,
});

export function useComplaintForm(
  waybillId: string,
  initial: ComplaintDraft,
  send: (input: ComplaintInput) => Promise<unknown>,
) {
  const [photos, setPhotos] = useState<UploadedImage[]>(() => initial.photos.map(asUploaded));
  const fields = useFormFields(
    { type: initial.type, content: initial.content, phone: initial.phone },
    {
      type: required(t.complaintTypeRequired),
      content: rules(required(t.complaintContentRequired), maxLength('投诉内容', 200)),
      phone: validateMobile,
    },
  );

  const submit = async () => {
    if (!fields.check()) return;
    await send({
      waybillId,
      type: fields.values.type,
      content: fields.values.content.trim(),
      phone: fields.values.phone.trim(),
      photos: photos.map((p) => p.urlorigin),
    });
  };

  return { fields, photos, setPhotos, submit };
}
