import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import {
  memoryStateStore,
  localStorageStateStore,
  BROWSER_STATE_KEY,
} from '@sim/sandbox/store/state';
import { call, quietSandbox, sendAndReadCode, smsLogin } from './helpers';

describe('persistence', () => {
  it('a new sandbox on the same store keeps users, tokens, the SMS inbox, config and faults', async () => {
    const store = memoryStateStore();
    const first = quietSandbox({ persist: store, scenario: 'captain' });
    const { at, rt } = await smsLogin(first, '13912345678');
    await sendAndReadCode(first, '13700001111', 'register');
    first.control.config({ accessTtlS: 600 });
    first.control.fault({ path: 'pbc/notifyInfo/findUnReadNum', state: 503500 });

    const second = quietSandbox({ persist: store, seed: 999, scenario: 'newDriver' });
    expect(second.control.scenario()).toBe('captain');
    expect(second.control.state().seed).toBe(first.control.state().seed);
    expect((await call(second, account.getUserDetail, {}, at)).body.data.phone).toBe('13912345678');
    expect(second.control.sms.inbox().map((m) => m.mobile)).toEqual(['13912345678', '13700001111']);
    expect(second.control.config().accessTtlS).toBe(600);
    expect(second.control.faults()).toHaveLength(1);
    expect((await call(second, account.refreshToken, { rt })).body.success).toBe(true);
    expect(second.control.snapshot()).toBe(store.load());
  });

  it('re-seeds when the stored text is not a sandbox state, and reset re-seeds the store', async () => {
    const store = memoryStateStore('{"not":"a state"}');
    const sb = quietSandbox({ persist: store, seed: 5 });
    expect(sb.control.state().seed).toBe(5);
    sb.control.quickLogin('13912345678');
    expect(store.load()).toContain('13912345678');
    sb.control.reset();
    expect(store.load()).not.toContain('13912345678');
  });

  it('the browser store writes localStorage key sandbox:state and survives a full storage', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    };
    const sb = quietSandbox({ persist: localStorageStateStore(storage) });
    sb.control.quickLogin('13912345678');
    expect(BROWSER_STATE_KEY).toBe('sandbox:state');
    expect(data.get('sandbox:state')).toContain('13912345678');

    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    const warn = console.warn;
    console.warn = () => {};
    try {
      const sb2 = quietSandbox({ persist: localStorageStateStore(full) });
      expect(sb2.control.quickLogin('13912345679').mobile).toBe('13912345679');
    } finally {
      console.warn = warn;
    }
  });
});
