/** The platform's side of after-sales for stories (`/__sandbox/after-sales/*`, docs/api-contract.md). */

/** The platform answers a complaint: `processing` (looking into it) or `resolved` (default). */
export async function replyComplaint(
  id: string,
  reply: string,
  state?: 'processing' | 'resolved',
): Promise<void> {
  const res = await fetch('/__sandbox/after-sales/complaint-reply', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id, reply, ...(state ? { state } : {}) }),
  });
  if (!res.ok) throw new Error(`sandbox complaint-reply answered ${res.status}`);
}
