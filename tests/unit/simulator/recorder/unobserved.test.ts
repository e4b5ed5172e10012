import { afterEach, describe, expect, it, vi } from 'vitest';
import { sandboxClient } from '@sim/ui/core/sandbox-client';
import {
  observeSandboxSends,
  observed,
  unobserved,
  type SandboxSend,
} from '@sim/ui/core/sandbox-observer';

afterEach(() => {
  observeSandboxSends(null);
  vi.unstubAllGlobals();
});

describe("the recorder hears the tester's sandbox writes, not the simulator's own", () => {
  it('announces a send started outside `unobserved`, even when it settles inside one', async () => {
    const heard: SandboxSend[] = [];
    observeSandboxSends((send) => heard.push(send));
    vi.stubGlobal('fetch', async () => new Response('{"id":1}', { status: 200 }));

    // The field runner's fault for a dead zone: its own, unannounced.
    await unobserved(() => sandboxClient.fault({ path: '/api/x', status: 503, tag: 'field' }));
    const tester = sandboxClient.fault({ path: '/api/y', status: 500 });
    await unobserved(() => tester);

    expect(heard).toEqual([
      { method: 'POST', path: 'fault', body: { path: '/api/y', status: 500 } },
    ]);
  });

  it('`observed` is false only inside the scope, and the scope ends on a throw', () => {
    expect(observed()).toBe(true);
    expect(unobserved(() => observed())).toBe(false);
    expect(() =>
      unobserved(() => {
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(observed()).toBe(true);
  });
});
