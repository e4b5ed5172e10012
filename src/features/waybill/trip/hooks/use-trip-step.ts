/**
 * Departure (load) and arrival (unload): check what was typed and the contract (departure), then
 * ask the platform whether it would take the step from here and now (the fence, the loading
 * window …; checkFence's refusal, told in its words), then the premium (departure), ask for
 * confirmation, then send the step once with its intent's idempotency key (`sendIntended`: this
 * waybill's departure or arrival, kept until the answer is known, across leaving and reloads). A
 * confirmed departure starts the regulatory SDK, an arrival stops it; both are tracked.
 *
 * Without signal (a photo kept on the phone, the phone offline, or the step's request failing as a
 * network error) nothing is lost: the fence is checked on the phone, the photos and the step go to
 * the outbox with that key (the outbox owns it from then on), and the form gives way to what was saved (`queued`).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { showConfirm, showToast } from '@/components/feedback';
import { MOVED_ON } from '@/components/form';
import { waybillTrip, type WaybillDetail } from '@/lib/contract/waybill/trip';
import { http } from '@/lib/http/client';
import { sendIntended } from '@/lib/http/intended-write';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { isUnreachable, knownOffline, type QueuedStep } from '@/lib/waybill-outbox';
import { waybillDetailPath } from '../../shared/waybill-path';
import { fenceCheck, queueIntended } from '../api/offline';
import { currentFix, fixFields, regulatory, track, tripChanged } from '../api/trip';
import { tripMessages as t } from '../messages';
import { quantityError } from './quantity';
import { showRefusal } from './step-refusal';
import { useTripPhotos } from './use-trip-photos';

export type TripStep = 'load' | 'unload';

/** antd-mobile forwards it to the dialog element: the dialog's accessible name. */
const named = (title: string) => ({ title, ...{ 'aria-label': title } });

export function useTripStep(detail: WaybillDetail, step: TripStep) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const photos = useTripPhotos();
  const [quantity, setQuantity] = useState(String(detail.quantity));
  const [errors, setErrors] = useState<{ photos?: string; quantity?: string }>({});
  // One key for the waybill's departure (or arrival), kept until its answer is known — across
  // leaving and reloads: a retry after a lost answer never departs (or unloads) twice.
  const path = step === 'load' ? waybillTrip.load.path : waybillTrip.unload.path;
  const intent = { id: detail.id };
  const point = step === 'load' ? 'loading' : 'unloading';
  const [queued, setQueued] = useState<QueuedStep | null>(null);

  const contractMissing = async (): Promise<boolean> => {
    if (step !== 'load') return false;
    if (detail.contractStatus !== 'signed') {
      const sign = await showConfirm({
        ...named(t.contractUnsigned),
        content: t.contractUnsigned,
        confirmText: t.signContract,
        cancelText: t.cancel,
      });
      if (sign) navigate(paths.waybillContract.to({ id: detail.id }));
      return true;
    }
    return false;
  };

  const premiumDue = (): boolean => {
    if (step !== 'load' || !detail.premium || detail.premium.paid) return false;
    showToast(t.payFirst);
    return true;
  };

  const validate = (): boolean => {
    const next = {
      photos:
        photos.items.length === 0
          ? step === 'load'
            ? t.noDeparturePhotos
            : t.noArrivalPhotos
          : undefined,
      quantity: quantityError(quantity, step) ?? undefined,
    };
    setErrors(next);
    return !next.photos && !next.quantity;
  };

  const fieldsOf = (fix: Awaited<ReturnType<typeof currentFix>>) => {
    const amount = Number(quantity.trim());
    const base = { id: detail.id, ...fixFields(fix) };
    return step === 'load'
      ? { ...base, loadedQuantity: amount }
      : { ...base, unloadedQuantity: amount };
  };

  const send = async (fix: Awaited<ReturnType<typeof currentFix>>) => {
    const body = { photos: photos.inputs(), ...fieldsOf(fix) };
    return sendIntended(path, intent, (idempotencyKey) =>
      step === 'load'
        ? http.call(waybillTrip.load, body as typeof body & { loadedQuantity: number }, {
            idempotencyKey,
          })
        : http.call(waybillTrip.unload, body as typeof body & { unloadedQuantity: number }, {
            idempotencyKey,
          }),
    );
  };

  /** Photos and step to the outbox, with the key the step was (or would have been) sent with. */
  const queue = async (fix: Awaited<ReturnType<typeof currentFix>>) => {
    const fields = fieldsOf(fix);
    const saved = await queueIntended({ path, intent }, step, fields, photos.stepPhotos());
    setQueued(saved);
    // The truck leaves (or has arrived) whatever the signal: the regulatory SDK runs on the phone.
    const shot = { photos: photos.items.length, queued: true };
    if (step === 'load') {
      track(TRACKING_EVENTS.waybillLoadProof, detail, shot);
      track(TRACKING_EVENTS.waybillDepart, detail, {
        loadedQuantity: Number(quantity.trim()),
        queued: true,
      });
      regulatory('start', detail);
    } else {
      track(TRACKING_EVENTS.waybillUnloadProof, detail, shot);
      regulatory('stop', detail);
    }
  };

  const succeed = (done: WaybillDetail) => {
    tripChanged(client);
    if (step === 'load') {
      track(TRACKING_EVENTS.waybillLoadProof, done, { photos: done.photos.departure.length });
      track(TRACKING_EVENTS.waybillDepart, done, { loadedQuantity: done.loadedQuantity });
      regulatory('start', done);
      navigate(paths.waybillLoadCompleted.to({ id: done.id }), { replace: true });
    } else {
      track(TRACKING_EVENTS.waybillUnloadProof, done, { photos: done.photos.arrival.length });
      regulatory('stop', done);
      showToast(t.unloaded, 2000, 'success');
      navigate(waybillDetailPath(done), { replace: true });
    }
  };

  const submit = async () => {
    if (!validate() || (await contractMissing())) return;
    const fix = await currentFix();
    const check = await fenceCheck(detail, point, fix);
    if (check.refusal) return showRefusal(check.refusal, point);
    if (premiumDue()) return;
    const sure = await showConfirm({
      ...named(step === 'load' ? t.confirmDepartTitle : t.confirmUnloadTitle),
      content: step === 'load' ? t.confirmDepartBody : t.confirmUnloadBody,
      confirmText: t.confirm,
      cancelText: t.cancel,
    });
    if (!sure) return;
    if (photos.localCount > 0 || knownOffline()) return queue(fix);
    let done: WaybillDetail;
    try {
      done = await send(fix);
    } catch (err) {
      if (!isUnreachable(err)) throw err;
      return queue(fix);
    }
    succeed(done);
    return MOVED_ON;
  };

  return { photos, quantity, setQuantity, errors, submit, queued };
}
