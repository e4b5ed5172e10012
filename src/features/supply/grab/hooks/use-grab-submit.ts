/**
 * The grab itself (同意并抢单, or 接单 for a source assigned to the driver). One idempotency key per
 * intended grab (this source, vehicle and quantity), kept until its outcome is known — across
 * leaving the screen and reloads — so a retry can never take the load twice; the button runs it
 * single-flight. A time-out or a network error leaves the outcome unknown: the server is asked
 * whether the order was taken before a retry is offered. A refusal (another driver was faster, the
 * source closed, the quantity is now too large) is shown in a dialog with the way on.
 */
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { showConfirm, showToast } from '@/components/feedback';
import { MOVED_ON } from '@/components/form';
import { supply, type GoodsSourceDetail, type GrabRequest } from '@/lib/contract/supply/market';
import { http } from '@/lib/http/client';
import { ApiError, isCancelled } from '@/lib/http/errors';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';
import { createDelegation, findTakenWaybill, grabSettled, sendGrab } from '../api/grab';
import { grabMessages as t } from '../grab-messages';
import { needsDelegation } from './use-grab-documents';

const GATEWAY = new Set([502, 503, 504]);

type RefusalFix = 'gone' | 'quantity' | 'vehicle' | 'gates';

/** The request may have reached the server: only it can say whether the order was taken. */
function outcomeUnknown(err: unknown): boolean {
  if (!(err instanceof ApiError)) return false;
  return (
    err.kind === 'timeout' ||
    err.kind === 'network' ||
    (err.kind === 'http' && GATEWAY.has(err.status ?? 0))
  );
}

const message = (err: unknown) => (err instanceof Error ? err.message : String(err));

export function useGrabSubmit(source: GoodsSourceDetail, request: GrabRequest) {
  const navigate = useNavigate();
  const delegated = useRef(false);

  const succeed = () => {
    trackEvent(
      source.assignedToMe ? TRACKING_EVENTS.waybillAcceptAssigned : TRACKING_EVENTS.waybillGrab,
      {
        sourceId: source.id,
        carNo: request.carNo,
      },
    );
    showToast(source.assignedToMe ? t.received : t.grabbed, 2000, 'success');
    // The source, the plaza and the waybills are read again by the grab endpoints' `changes`.
    navigate(paths.waybill.to(), { replace: true });
  };

  /** antd-mobile forwards it to the dialog element without typing it: the dialog's name. */
  const named = (title: string) => ({ title, ...{ 'aria-label': title } });

  /** What the driver can change after a refusal, read from the source and his vehicles now. */
  const whatToChange = async (): Promise<RefusalFix> => {
    try {
      const fresh = await http.call(
        source.kind === 'bulk' ? supply.getBulkDetail : supply.getWholeDetailForDriver,
        { id: source.id },
        { ignoreErrors: true },
      );
      if (fresh.status !== 'open' || fresh.remainingQuantity <= 0) return 'gone';
      if (request.quantity !== undefined && fresh.remainingQuantity < request.quantity)
        return 'quantity';
      const vehicles = await http.call(
        supply.getVehicleNumber,
        { sourceId: source.id },
        { ignoreErrors: true },
      );
      const car = vehicles.find((v) => v.carNo === request.carNo);
      return car?.usable ? 'gates' : 'vehicle';
    } catch {
      return 'gates';
    }
  };

  /**
   * A refusal (a race: another driver was faster, the vehicle or the driver changed) keeps the
   * driver here: the dialog says what to change and leads to the step that changes it, or stays.
   */
  const refused = async (err: unknown) => {
    const fix = await whatToChange();
    const back = { id: source.id, carNo: request.carNo };
    const target = {
      gone: { label: t.otherSources, to: paths.supply.to() },
      quantity: {
        label: t.changeQuantity,
        to: paths.carryInfoModular.to({ ...back, quantity: String(request.quantity) }),
      },
      vehicle: { label: t.changeVehicle, to: paths.carryInfoVehicle.to({ id: source.id }) },
      gates: { label: t.viewGates, to: paths.orderTaking.to({ id: source.id }) },
    }[fix];
    const go = await showConfirm({
      ...named(t.refusedTitle),
      content: `${message(err)}。${t.refusedHint[fix]}`,
      confirmText: target.label,
      cancelText: t.stayHere,
    });
    if (go) navigate(target.to, { replace: fix === 'gone' });
  };

  const unknown = async (): Promise<boolean> => {
    const taken = await findTakenWaybill(source.id, request.carNo).catch(() => null);
    if (taken) {
      grabSettled(source.kind, source.assignedToMe, request);
      return true;
    }
    const again = await showConfirm({
      ...named(t.unknownTitle),
      content: t.unknownBody,
      confirmText: t.retryGrab,
      cancelText: t.cancel,
    });
    return again ? attempt() : false;
  };

  async function attempt(): Promise<boolean> {
    try {
      if (needsDelegation(source) && !delegated.current) {
        await createDelegation(source.id);
        delegated.current = true;
      }
      await sendGrab(source.kind, source.assignedToMe, request);
      return true;
    } catch (err) {
      if (isCancelled(err)) return false;
      if (outcomeUnknown(err)) return unknown();
      await refused(err);
      return false;
    }
  }

  return async () => {
    if (!(await attempt())) return;
    succeed();
    return MOVED_ON;
  };
}
