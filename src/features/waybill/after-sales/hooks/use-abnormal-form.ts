/**
 * 异常上报: type, description, up to 9 photos and where the truck is now (the native fix with its
 * address). Sent once per tap with the visit's idempotency key.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import type { UploadedImage } from '@/components/image-uploader';
import { useCurrentLocation } from '@/hooks/use-current-location';
import type { WaybillDetail } from '@/lib/contract/waybill/trip';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { paths } from '@/lib/routing/paths';
import { useAfterSalesWrite } from '../api/after-sales';
import { afterSalesMessages as t } from '../messages';
import { maxLength, required, rules } from '../validators';

export function useAbnormalForm(detail: WaybillDetail) {
  const navigate = useNavigate();
  const send = useAfterSalesWrite(waybillAfterSales.reportAbnormal);
  const location = useCurrentLocation();
  const [photos, setPhotos] = useState<UploadedImage[]>([]);
  const [locationTried, setLocationTried] = useState(false);
  const fields = useFormFields(
    { type: '', description: '' },
    {
      type: required(t.abnormalTypeRequired),
      description: rules(required(t.abnormalDescriptionRequired), maxLength('异常描述', 200)),
    },
  );
  const fix = location.phase === 'located' && location.fix.address ? location.fix : null;
  const locationError = locationTried && !fix ? t.abnormalNeedLocation : null;

  const submit = async () => {
    setLocationTried(true);
    if (!fields.check() || !fix?.address) return;
    await send({
      waybillId: detail.id,
      type: fields.values.type,
      description: fields.values.description.trim(),
      photos: photos.map((p) => p.urlorigin),
      longitude: fix.longitude,
      latitude: fix.latitude,
      address: fix.address,
    });
    navigate(paths.waybillAbnormalSuccess.to({ id: detail.id }), { replace: true });
    return MOVED_ON;
  };

  return { fields, photos, setPhotos, location, locationError, submit };
}
