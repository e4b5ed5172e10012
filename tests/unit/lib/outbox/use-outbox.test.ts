import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useOutbox } from '@/hooks/use-outbox';
import type { Outbox } from '@/lib/outbox/outbox';
import { createWorld, entries, stopWorlds } from './support';

afterEach(stopWorlds);

function Counts({ outbox, waybillId }: { outbox: Outbox; waybillId: string }) {
  const { waiting, rejected, items } = useOutbox(outbox, waybillId);
  return `${waiting} waiting, ${rejected} rejected: ${items.map((it) => it.kind).join(' ')}`;
}

describe('useOutbox', () => {
  it('renders the waybill’s items and counts from the outbox', async () => {
    const world = createWorld({ online: false });
    const outbox = world.open();
    await outbox.enqueue(entries.photo('W1', 'p1'));
    await outbox.enqueue(entries.depart('W1'));
    await outbox.enqueue(entries.depart('W2'));
    const html = renderToString(createElement(Counts, { outbox, waybillId: 'W1' }));
    expect(html).toBe('2 waiting, 0 rejected: photo depart');
  });
});
