/**
 * The grab itself (同意并抢单, or 接单 for a source assigned to the driver). One idempotency key per
 * intended grab (this source, vehicle and quantity), kept until its outcome is known — across
 * leaving the screen and reloads — so a retry can never take the load twice; the button runs it
 * single-flight. A time-out or a network error leaves the outcome unknown: the server is asked
 * whether the order was taken before a retry is offered. A refusal (another driver was faster, the
 * source closed, the quantity is now too large) is shown in a dialog with the way on.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { showAlert, showConfirm, showToast } from '@/components/feedback';
import { MOVED_ON } from '@/components/form';
import { supply, type GoodsSourceDetail, type GrabRequest } from '@/lib/contract/supply';
import { http } from '@/lib/http/client';
import { ApiError, isCancelled } from '@/lib/http/errors';
import { endpointKey } from '@/lib/query/endpoint-query';
import { paths } from '@/lib/routing/paths';
import { TRACKING_EVENTS } from '@/lib/tracking/events';
import { trackEvent } from '@/lib/tracking/track';
import {
  createDelegation,
  findTakenWaybill,
  grabChangedReads,
  grabSettled,
  sendGrab,
} from '../api/grab';
import { grabMessages as t } from '../grab-messages';
import { needsDelegation } from './use-grab-documents';

const GATEWAY = new Set([502, 503, 504]);

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
  const client = useQueryClient();
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
    navigate(paths.waybill.to(), { replace: true });
    for (const ep of grabChangedReads)
      void client.invalidateQueries({ queryKey: endpointKey(ep), refetchType: 'none' });
  };

  /** antd-mobile forwards it to the dialog element without typing it: the dialog's name. */
  const named = (title: string) => ({ title, ...{ 'aria-label': title } });

  /** Whether the refusal is only about the quantity (the source still has some left). */
  const onlyQuantity = async (): Promise<boolean> => {
    if (source.kind !== 'bulk' || request.quantity === undefined) return false;
    try {
      const fresh = await http.call(
        supply.getBulkDetail,
        { id: source.id },
        { ignoreErrors: true },
      );
      return (
        fresh.status === 'open' &&
        fresh.remainingQuantity > 0 &&
        fresh.remainingQuantity < request.quantity
      );
    } catch {
      return false;
    }
  };

  const refused = async (err: unknown) => {
    const content = message(err);
    if (await onlyQuantity()) {
      const change = await showConfirm({
        ...named(t.refusedTitle),
        content,
        confirmText: t.changeQuantity,
        cancelText: t.otherSources,
      });
      const back = { id: source.id, carNo: request.carNo, quantity: String(request.quantity) };
      navigate(change ? paths.carryInfoModular.to(back) : paths.supply.to(), { replace: true });
      return;
    }
    await showAlert({ ...named(t.refusedTitle), content, confirmText: t.otherSources });
    navigate(paths.supply.to(), { replace: true });
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
