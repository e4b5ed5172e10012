import { HttpResponse, delay, http as mswHttp } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { dict } from '@/lib/contract/common/dict';
import { ApiError } from '@/lib/http/errors';
import { resetHttpHooks, setHttpHooks } from '@/lib/http/hooks';
import { httpAxios } from '@/lib/http/transport';
import { createMemoryStorage, setStorageBackends } from '@/lib/storage/browser-storage';
import { createDictionariesStore } from '@/stores/dictionaries';

const BASE = 'http://api.test';
const server = setupServer();
let asked: string[];

const items: Record<string, Array<{ label: string; value: string }>> = {
  plateColor: [
    { label: '蓝色', value: '1' },
    { label: '黄色', value: '2' },
  ],
  vehicleType: [{ label: '重型半挂牵引车', value: 'Q11' }],
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  httpAxios.defaults.baseURL = BASE;
  setStorageBackends({ local: createMemoryStorage(), session: createMemoryStorage() });
  resetHttpHooks();
  asked = [];
  server.use(
    mswHttp.post(`${BASE}${dict.getDictValue.path}`, async ({ request }) => {
      const { dictKey } = (await request.json()) as { dictKey: string };
      asked.push(dictKey);
      await delay(10);
      if (dictKey === 'broken')
        return HttpResponse.json({ success: false, state: 500, msg: '字典不存在' });
      return HttpResponse.json({ success: true, data: items[dictKey] ?? [] });
    }),
  );
});

describe('dictionaries store', () => {
  it('ensure(key) fetches the items from pbc/dictItems/getDictValue once', async () => {
    const store = createDictionariesStore();
    expect(store.getState().items('plateColor')).toBeUndefined();
    await expect(store.getState().ensure('plateColor')).resolves.toEqual(items.plateColor);
    await store.getState().ensure('plateColor');
    expect(asked).toEqual(['plateColor']);
    expect(store.getState().items('plateColor')).toEqual(items.plateColor);
    expect(dict.getDictValue.path).toBe('/api/mdc/pbc/dictItems/getDictValue');
  });

  it('concurrent ensure calls for one key share a single request', async () => {
    const store = createDictionariesStore();
    const lists = await Promise.all([1, 2, 3].map(() => store.getState().ensure('vehicleType')));
    expect(lists).toEqual([items.vehicleType, items.vehicleType, items.vehicleType]);
    expect(asked).toEqual(['vehicleType']);
  });

  it('keeps a map of several keys and gives labels', async () => {
    const store = createDictionariesStore();
    await store.getState().ensure('plateColor');
    await store.getState().ensure('vehicleType');
    expect(Object.keys(store.getState().dicts)).toEqual(['plateColor', 'vehicleType']);
    expect(store.getState().labelOf('plateColor', 2)).toBe('黄色');
    expect(store.getState().labelOf('plateColor', '9')).toBeUndefined();
    expect(store.getState().labelOf('plateColor', null)).toBeUndefined();
  });

  it('is cached in storage: a re-created store needs no request', async () => {
    await createDictionariesStore().getState().ensure('plateColor');
    const again = createDictionariesStore();
    expect(again.getState().items('plateColor')).toEqual(items.plateColor);
    await again.getState().ensure('plateColor');
    expect(asked).toEqual(['plateColor']);
  });

  it('a failure rejects with the ApiError (alerted by the client) and is retried next time', async () => {
    const alert = vi.fn();
    setHttpHooks({ alert });
    const store = createDictionariesStore();
    const err = await store
      .getState()
      .ensure('broken')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(alert).toHaveBeenCalledWith('字典不存在');
    expect(store.getState().items('broken')).toBeUndefined();
    await store
      .getState()
      .ensure('broken')
      .catch(() => {});
    expect(asked).toEqual(['broken', 'broken']);
  });

  it('clear() forgets the cache', async () => {
    const store = createDictionariesStore();
    await store.getState().ensure('plateColor');
    store.getState().clear();
    expect(createDictionariesStore().getState().items('plateColor')).toBeUndefined();
  });
});
