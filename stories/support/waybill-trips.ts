/**
 * The shipper's side of a trip for the waybill stories, through the sandbox control API
 * (`/__sandbox/trip/*`, docs/api-contract.md "Trips"): assign a load, reject a photo.
 */
import { SEEDED_MOBILES } from '@sim/sandbox/store/catalog';

async function trip<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`/__sandbox/trip/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox trip/${path} answered ${res.status}: ${await res.text()}`);
  const answer = (await res.json()) as T | { data: T };
  return answer && typeof answer === 'object' && 'data' in answer ? answer.data : answer;
}

/** A `toLoad` waybill from an open source for the certified driver; its id is returned. */
export async function assignLoad(sourceId: string): Promise<string> {
  const view = await trip<{ id: string }>('assign', {
    sourceId,
    mobile: SEEDED_MOBILES.certifiedDriver,
  });
  return view.id;
}

/** The shipper rejects one photo of a waybill (index from 0). */
export async function rejectPhoto(
  id: string,
  kind: 'departure' | 'arrival' | 'receipt',
  index: number,
  reason: string,
): Promise<void> {
  await trip('reject-photo', { id, kind, index, reason });
}
