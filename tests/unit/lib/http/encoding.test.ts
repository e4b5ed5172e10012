import { HttpResponse, http as mswHttp } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { endpoint } from '@/lib/contract/endpoint';
import { http } from '@/lib/http/client';
import { stripNullish } from '@/lib/http/encoding';
import { API_TIMEOUT_MS, FILE_TIMEOUT_MS } from '@/lib/http/request-config';
import { httpAxios } from '@/lib/http/transport';
import { freshClient, ok, server, url } from './support';

type Payload = Record<string, unknown>;

interface Seen {
  method: string;
  search: URLSearchParams;
  contentType: string | null;
  text: string;
  form?: FormData;
}

let seen: Seen[] = [];

function capture(method: 'get' | 'post' | 'put' | 'delete', path: string) {
  server.use(
    mswHttp[method](url(path), async ({ request }) => {
      const contentType = request.headers.get('content-type');
      const entry: Seen = {
        method: request.method,
        search: new URL(request.url).searchParams,
        contentType,
        text: '',
      };
      if (contentType?.startsWith('multipart/form-data')) entry.form = await request.formData();
      else entry.text = await request.text();
      seen.push(entry);
      return ok(null);
    }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  freshClient();
  seen = [];
});

describe('GET and DELETE: query string', () => {
  it('GET sends the payload as query string, arrays as repeated keys, nullish left out', async () => {
    const ep = endpoint<Payload, null>('mdc', 'test/get', { method: 'GET' });
    capture('get', ep.path);
    await http.call(ep, {
      name: '张三',
      page: 1,
      ids: ['a', 'b'],
      empty: null,
      missing: undefined,
      flag: false,
    });
    const { search, text } = seen[0]!;
    expect(seen[0]!.method).toBe('GET');
    expect(search.get('name')).toBe('张三');
    expect(search.get('page')).toBe('1');
    expect(search.getAll('ids')).toEqual(['a', 'b']);
    expect(search.get('flag')).toBe('false');
    expect(search.has('empty')).toBe(false);
    expect(search.has('missing')).toBe(false);
    expect(text).toBe('');
  });

  it('DELETE sends the payload as query string even when the endpoint says json', async () => {
    const ep = { method: 'DELETE', path: '/api/sdc/test/delete', encoding: 'json' } as const;
    capture('delete', ep.path);
    await http.call(ep, { id: 7 } as never);
    expect(seen[0]!.method).toBe('DELETE');
    expect(seen[0]!.search.get('id')).toBe('7');
  });

  it('keeps a query string already in the path', async () => {
    const ep = endpoint<Payload, null>('sdc', 'test/get2?billId=9', { method: 'GET' });
    capture('get', '/api/sdc/test/get2');
    await http.call(ep, { x: 1 });
    expect(seen[0]!.search.get('billId')).toBe('9');
    expect(seen[0]!.search.get('x')).toBe('1');
  });
});

describe('JSON: PUT and JSON post, null values removed at every depth', () => {
  it('PUT sends JSON without nulls', async () => {
    const ep = endpoint<Payload, null>('sdc', 'test/put', { method: 'PUT' });
    capture('put', ep.path);
    await http.call(ep, {
      a: 1,
      b: null,
      c: { d: null, e: 'x', f: { g: undefined, h: 0 } },
      list: [{ k: null, v: 2 }],
    });
    expect(seen[0]!.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0]!.text)).toEqual({
      a: 1,
      c: { e: 'x', f: { h: 0 } },
      list: [{ v: 2 }],
    });
  });

  it('a POST endpoint with encoding json sends JSON', async () => {
    const ep = endpoint<Payload, null>('mdc', 'test/json', { encoding: 'json' });
    capture('post', ep.path);
    await http.call(ep, { mobile: '13800000002', remark: null, tags: ['x'] });
    expect(seen[0]!.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(seen[0]!.text)).toEqual({ mobile: '13800000002', tags: ['x'] });
  });

  it('stripNullish keeps array positions, falsy values and non-plain objects', () => {
    const date = new Date(0);
    expect(stripNullish({ a: [1, null, 3], b: 0, c: '', d: false, e: date, f: null })).toEqual({
      a: [1, null, 3],
      b: 0,
      c: '',
      d: false,
      e: date,
    });
    expect(stripNullish(null)).toBeNull();
  });
});

describe('form: plain POST, x-www-form-urlencoded', () => {
  it('sends form-urlencoded, arrays as repeated keys, nullish left out', async () => {
    const ep = endpoint<Payload, null>('mdc', 'test/form', { encoding: 'form' });
    capture('post', ep.path);
    await http.call(ep, {
      mobile: '13800000002',
      code: '123456',
      ids: [1, 2],
      none: null,
      skip: undefined,
    });
    expect(seen[0]!.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const body = new URLSearchParams(seen[0]!.text);
    expect(body.get('mobile')).toBe('13800000002');
    expect(body.get('code')).toBe('123456');
    expect(body.getAll('ids')).toEqual(['1', '2']);
    expect(body.has('none')).toBe(false);
    expect(body.has('skip')).toBe(false);
    expect(seen[0]!.search.toString()).toBe('');
  });
});

describe('multipart: file post', () => {
  it('sends multipart/form-data with the file and the other fields', async () => {
    const ep = endpoint<Payload, null>('mdc', 'test/upload', { encoding: 'multipart' });
    capture('post', ep.path);
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], '驾驶证.jpg', {
      type: 'image/jpeg',
    });
    await http.call(ep, {
      multipartFile: file,
      position: 2,
      content: ['line 1', 'line 2'],
      none: null,
    });
    const { form, contentType } = seen[0]!;
    expect(contentType).toMatch(/^multipart\/form-data; ?boundary=/);
    const sent = form!.get('multipartFile') as File;
    expect(sent.name).toBe('驾驶证.jpg');
    expect(new Uint8Array(await sent.arrayBuffer())).toEqual(new Uint8Array([0xff, 0xd8, 0xff]));
    expect(form!.get('position')).toBe('2');
    expect(form!.getAll('content')).toEqual(['line 1', 'line 2']);
    expect(form!.has('none')).toBe(false);
  });

  it('sends several files under one repeated key', async () => {
    const ep = endpoint<Payload, null>('mdc', 'test/batch', { encoding: 'multipart' });
    capture('post', ep.path);
    const files = [
      new File(['a'], 'a.png', { type: 'image/png' }),
      new File(['b'], 'b.png', { type: 'image/png' }),
    ];
    await http.call(ep, { multipartFiles: files });
    expect((seen[0]!.form!.getAll('multipartFiles') as File[]).map((f) => f.name)).toEqual([
      'a.png',
      'b.png',
    ]);
  });
});

describe('time-outs', () => {
  async function timeoutOf(
    ep: ReturnType<typeof endpoint<Payload, null>>,
    timeoutMs?: number,
  ): Promise<number | undefined> {
    let timeout: number | undefined;
    const id = httpAxios.interceptors.request.use((cfg) => {
      timeout = cfg.timeout;
      return cfg;
    });
    server.use(mswHttp.all(url(ep.path), () => HttpResponse.json({ success: true, data: null })));
    try {
      await http.call(ep, {}, timeoutMs === undefined ? {} : { timeoutMs });
    } finally {
      httpAxios.interceptors.request.eject(id);
    }
    return timeout;
  }

  it('API calls time out after 15 s, file posts after 1 h, and a call may set its own', async () => {
    expect(API_TIMEOUT_MS).toBe(15_000);
    expect(FILE_TIMEOUT_MS).toBe(3_600_000);
    expect(await timeoutOf(endpoint('mdc', 'test/t-json'))).toBe(15_000);
    expect(await timeoutOf(endpoint('mdc', 'test/t-form', { encoding: 'form' }))).toBe(15_000);
    expect(await timeoutOf(endpoint('mdc', 'test/t-get', { method: 'GET' }))).toBe(15_000);
    expect(await timeoutOf(endpoint('mdc', 'test/t-file', { encoding: 'multipart' }))).toBe(
      3_600_000,
    );
    expect(await timeoutOf(endpoint('mdc', 'test/t-own'), 2_000)).toBe(2_000);
  });
});
