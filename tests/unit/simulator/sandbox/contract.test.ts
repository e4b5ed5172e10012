import { describe, expect, it } from 'vitest';
import { account } from '@/lib/contract/account/auth';
import { license } from '@/lib/contract/account/license';
import { misc } from '@/lib/contract/common/misc';
import { contractEndpoints } from '@sim/sandbox/contract-endpoints';
import { buildRequest, call, ORIGIN, quietSandbox } from './helpers';
import { SAMPLES, type SampleContext } from './contract-samples';

function expectFields(value: unknown, fields: Record<string, boolean>, where: string): void {
  expect(typeof value, where).toBe('object');
  expect(value, where).not.toBeNull();
  const keys = Object.keys(value as object);
  for (const [key, required] of Object.entries(fields)) {
    if (required) expect(keys, `${where}: missing ${key}`).toContain(key);
  }
  for (const key of keys)
    expect(Object.keys(fields), `${where}: field ${key} is not in the contract`).toContain(key);
}

/** The contract groups outside mdc (§7.1): money calls are fcc (§7.2), freight and fuel sdc (§7.3, §7.4). */
const SERVICE_OF_GROUP: Record<string, 'fcc' | 'sdc'> = {
  bankContrast: 'fcc',
  bankInfo: 'fcc',
  withdraw: 'fcc',
  requestState: 'fcc',
  collectionAccount: 'fcc',
  entrust: 'sdc',
  money: 'fcc',
  receiptPayment: 'fcc',
  realNameBank: 'fcc',
  invoicingAgreement: 'sdc',
  fuelCard: 'sdc',
  fuel: 'sdc',
  supply: 'sdc',
  eContract: 'sdc',
  waybill: 'sdc',
  waybillTrip: 'sdc',
  waybillAfterSales: 'sdc',
};

describe('API contract', () => {
  const endpoints = contractEndpoints();

  it('has one sandbox route per contract endpoint, and no others', () => {
    const sb = quietSandbox();
    expect(sb.routes().sort()).toEqual(endpoints.map((e) => e.endpoint.path).sort());
    expect(Object.keys(SAMPLES).sort()).toEqual(endpoints.map((e) => e.name).sort());
  });

  it('declares every §7.1 path under /api/mdc/, §7.2 under /api/fcc/ and §7.3-7.4 under /api/sdc/', () => {
    for (const { name, endpoint } of endpoints) {
      const service = SERVICE_OF_GROUP[name.split('.')[0]!] ?? 'mdc';
      expect(endpoint.path).toMatch(new RegExp(`^/api/${service}/[A-Za-z]`));
    }
  });

  it.each(endpoints.map((e) => [e.name, e] as const))(
    '%s answers success with the contract shape',
    async (name) => {
      const sample = SAMPLES[name]!;
      const sb = quietSandbox();
      const mobile = sample.as ?? '13800000002';
      const login = sb.control.quickLogin(mobile);
      const ctx: SampleContext = { sb, at: login.at, rt: login.rt, mobile };
      const request: unknown =
        typeof sample.request === 'function'
          ? await (sample.request as (c: SampleContext) => unknown)(ctx)
          : sample.request;
      const answer = await call(
        sb,
        sample.endpoint,
        request,
        sample.endpoint.ignoreToken ? undefined : login.at,
        sample.headers,
      );
      expect(answer.status, name).toBe(200);
      expect(answer.body, name).toMatchObject({ success: true, state: 200, msg: '操作成功' });
      const { data } = answer.body;
      const { shape } = sample;
      if (shape.kind === 'null') expect(data).toBeNull();
      else if (shape.kind === 'number') expect(typeof data).toBe('number');
      else if (shape.kind === 'strings') {
        expect(Array.isArray(data), name).toBe(true);
        expect((data as unknown[]).length, `${name} returns at least one item`).toBeGreaterThan(0);
        for (const item of data as unknown[]) expect(typeof item, name).toBe('string');
      } else if (shape.kind === 'object') expectFields(data, shape.fields!, name);
      else {
        const list =
          shape.kind === 'page'
            ? (data as { records: unknown[]; total: number }).records
            : (data as unknown[]);
        if (shape.kind === 'page') {
          expect(Object.keys(data as object).sort()).toEqual(['records', 'total']);
          expect(typeof (data as { total: unknown }).total).toBe('number');
        }
        expect(Array.isArray(list), name).toBe(true);
        expect(list.length, `${name} returns at least one item`).toBeGreaterThan(0);
        for (const item of list) expectFields(item, shape.fields!, name);
      }
    },
  );

  it('refuses the wrong method (405), the wrong body encoding (415) and unknown paths (404)', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const get = await sb.handle(
      new Request(`${ORIGIN}${account.getUserDetail.path}`, {
        headers: { Authorization: `Bearer ${at}` },
      }),
    );
    expect(get.status).toBe(405);
    const asJson = await sb.handle(
      new Request(`${ORIGIN}${account.smsLogin.path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ mobile: '13800000002', code: '123456' }),
      }),
    );
    expect(asJson.status).toBe(415);
    expect(await asJson.json()).toMatchObject({ success: false, state: 415 });
    const asForm = await sb.handle(
      new Request(`${ORIGIN}${license.driverCarPage.path}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Authorization: `Bearer ${at}`,
        },
        body: 'pageIndex=1&pageSize=20',
      }),
    );
    expect(asForm.status).toBe(415);
    const unknown = await sb.handle(
      new Request(`${ORIGIN}/api/mdc/cuc/nothing/here`, { method: 'POST' }),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      success: false,
      state: 404,
      msg: '接口不存在',
      data: null,
    });
  });

  it('a GET endpoint reads its query string', async () => {
    const sb = quietSandbox();
    const { at } = sb.control.quickLogin('13800000002');
    const request = buildRequest(
      misc.wechatSignature,
      { url: 'http://app.test/page?a=1' },
      { token: at },
    );
    expect(request.method).toBe('GET');
    expect(
      (await call(sb, misc.wechatSignature, { url: 'http://app.test/page?a=1' }, at)).body.data
        .appId,
    ).toBe('wxsandbox0000000');
    expect(sb.control.requests.list({ path: misc.wechatSignature.path })[0]!.query).toEqual({
      url: 'http://app.test/page?a=1',
    });
  });
});
