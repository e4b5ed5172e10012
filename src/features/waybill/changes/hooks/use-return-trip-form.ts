/**
 * 发布回程: origin and destination (province, city or district), a day from today to 30 days
 * ahead, one of the driver's certified vehicles, a remark of at most 100 characters; the server's
 * rules said before sending, then one single-flight write and back to the list.
 */
import dayjs from 'dayjs';
import { useNavigate } from 'react-router-dom';
import { MOVED_ON, useFormFields } from '@/components/form';
import { showToast } from '@/components/feedback';
import type { RegionValue, SelectOption } from '@/components/select-field';
import { waybillAfterSales } from '@/lib/contract/waybill/after-sales';
import { DATE_FORMAT } from '@/lib/domain/dates';
import { paths } from '@/lib/routing/paths';
import { useChangesWrite } from '../api/waybill-changes';
import { changesMessages as t } from '../messages';

const RETURN_TRIP_DAYS_AHEAD = 30;
const REMARK_MAX = 100;

/** Today and the 30 days after it, today first. */
export function returnTripDayOptions(now: Date = new Date()): SelectOption[] {
  const today = dayjs(now).startOf('day');
  return Array.from({ length: RETURN_TRIP_DAYS_AHEAD + 1 }, (_, i) => {
    const value = today.add(i, 'day').format(DATE_FORMAT);
    const note = i === 0 ? t.today : i === 1 ? t.tomorrow : null;
    return { value, label: note ? `${value}（${note}）` : value };
  });
}

/** The code of the lowest level chosen (a province, city or district). */
const codeOf = (v: RegionValue | null) => v?.at(-1)?.value ?? '';

interface ReturnTripValues {
  from: RegionValue | null;
  to: RegionValue | null;
  date: string;
  carNo: string;
  remark: string;
}

export function useReturnTripForm() {
  const navigate = useNavigate();
  const send = useChangesWrite(waybillAfterSales.addReturnTrip);
  const fields = useFormFields<ReturnTripValues>(
    { from: null, to: null, date: '', carNo: '', remark: '' },
    {
      from: (v) => (codeOf(v) === '' ? t.returnTripRegionRequired : null),
      to: (v, all) => {
        if (codeOf(v) === '') return t.returnTripRegionRequired;
        return codeOf(v) === codeOf(all.from) ? t.returnTripRegionSame : null;
      },
      date: (v) => (v === '' ? t.returnTripDateRequired : null),
      carNo: (v) => (v === '' ? t.returnTripCarRequired : null),
      remark: (v) => ([...v.trim()].length > REMARK_MAX ? t.returnTripRemarkTooLong : null),
    },
  );

  const submit = async () => {
    if (!fields.check()) return;
    const { from, to, date, carNo, remark } = fields.values;
    const trimmed = remark.trim();
    await send({
      fromCode: codeOf(from),
      toCode: codeOf(to),
      date,
      carNo,
      ...(trimmed ? { remark: trimmed } : {}),
    });
    showToast(t.returnTripSent, 2000, 'success');
    navigate(paths.returnTripList.to(), { replace: true });
    return MOVED_ON;
  };

  return { fields, submit };
}
