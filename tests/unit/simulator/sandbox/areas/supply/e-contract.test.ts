/** Contracts: the seeded list, the framework contract, link codes and e-signature with SMS. */
import { describe, expect, it } from 'vitest';
import { eContract } from '@/lib/contract/supply/e-contract';
import { sms } from '@/lib/contract/common/sms';
import { waybill } from '@/lib/contract/waybill/waybills';
import { createSandbox } from '@sim/sandbox/sandbox';
import { call } from '../../helpers';
import { signatureDataUrl } from '../../samples/supply/e-contract';

const NOW = Date.parse('2026-11-22T09:00:00+08:00');
const CERTIFIED = '13800000002';

function setup() {
  const sb = createSandbox({ seed: 7, log: () => {}, now: () => NOW });
  const { at } = sb.control.quickLogin(CERTIFIED);
  const contracts = () => sb.control.market.contracts(CERTIFIED);
  return { sb, at, contracts };
}

describe('contracts', () => {
  it('lists the certified driver’s seeded contracts newest first, filterable by status', async () => {
    const { sb, at } = setup();
    const all = (
      await call(sb, eContract.getContractContentKJAll, { pageIndex: 1, pageSize: 20 }, at)
    ).body.data;
    expect(all.total).toBe(9);
    const times = all.records.map((r) => r.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    const unsigned = await call(
      sb,
      eContract.getContractContentKJAll,
      { status: 'unsigned', pageIndex: 1, pageSize: 20 },
      at,
    );
    expect(unsigned.body.data.records.map((r) => r.kind)).toEqual(['KJ']);
  });

  it("says another driver's contract, or his waybill's contract, is not his, and an unknown one is not there", async () => {
    const { sb, at } = setup();
    const theirs = sb.control.market.contracts('13800000003')[0]!;
    const read = await call(sb, eContract.getContractContent, { contractId: theirs.id }, at);
    expect(read.body).toMatchObject({ success: false, state: 403001 });
    const none = await call(sb, eContract.getContractContent, { contractId: 'CT-NONE' }, at);
    expect(none.body).toMatchObject({ success: false, state: 404001 });
    const kj = (waybillId: string) =>
      call(sb, eContract.checkAndCreateContractContentKJ, { waybillId }, at);
    expect((await kj('WB0006')).body).toMatchObject({ state: 403001, msg: '该运单不属于您' });
    expect((await kj('WB9999')).body).toMatchObject({ state: 404001, msg: '运单不存在' });
  });

  it('has his framework contract signed; a new driver gets one unsigned', async () => {
    const { sb, at } = setup();
    const mine = await call(sb, eContract.checkDriverSignedTransportationServicesContract, {}, at);
    expect(mine.body.data.signed).toBe(true);
    const other = sb.control.quickLogin('13800000004');
    const theirs = await call(
      sb,
      eContract.checkDriverSignedTransportationServicesContract,
      {},
      other.at,
    );
    expect(theirs.body.data.signed).toBe(false);
  });

  it('signs an unsigned KJ with a PNG signature; the waybill follows', async () => {
    const { sb, at, contracts } = setup();
    const kj = contracts().find((c) => c.status === 'unsigned')!;
    const bad = await call(
      sb,
      eContract.startTheProcessToESignById,
      { contractId: kj.id, signatureImage: 'data:image/jpeg;base64,AAAA' },
      at,
    );
    expect(bad.body.msg).toBe('签名图片格式不正确，请重新签名');
    const big = `data:image/png;base64,${'A'.repeat(280_000)}`;
    const tooBig = await call(
      sb,
      eContract.startTheProcessToESignById,
      { contractId: kj.id, signatureImage: big },
      at,
    );
    expect(tooBig.body.msg).toBe('签名图片不能超过200KB，请重新签名');
    const signatureImage = await signatureDataUrl();
    const ok = await call(
      sb,
      eContract.startTheProcessToESignById,
      { contractId: kj.id, signatureImage },
      at,
    );
    expect(ok.body.data.signedTime).toBe('2026-11-22 09:00:00');
    const again = await call(
      sb,
      eContract.startTheProcessToESignById,
      { contractId: kj.id, signatureImage },
      at,
    );
    expect(again.body.msg).toBe('该合同已签署，请勿重复签署');
    const list = await call(
      sb,
      waybill.listPage,
      { status: 'toLoad', pageIndex: 1, pageSize: 20 },
      at,
    );
    expect(list.body.data.records[0]!.contractStatus).toBe('signed');
    const doc = await call(sb, eContract.getContractContent, { contractId: kj.id }, at);
    expect(doc.body.data).toMatchObject({ status: 'signed', signatureImage });
    expect(doc.body.data.html).toContain(kj.waybillNo!);
  });

  it('refuses a void contract', async () => {
    const { sb, at, contracts } = setup();
    const voided = contracts().find((c) => c.status === 'void')!;
    const answer = await call(
      sb,
      eContract.startTheProcessToESignById,
      { contractId: voided.id, signatureImage: await signatureDataUrl() },
      at,
    );
    expect(answer.body.msg).toBe('该合同已作废，无法签署');
  });

  it('opens by link code without login and signs there with the SMS code', async () => {
    const { sb, contracts } = setup();
    const kj = contracts().find((c) => c.status === 'unsigned')!;
    const doc = await call(sb, eContract.getContractContent, { linkCode: kj.linkCode });
    expect(doc.body.data).toMatchObject({
      id: kj.id,
      needSms: true,
      signerPhoneMasked: '138****0002',
    });
    const wt = await call(sb, eContract.getContractContentwt, { linkCode: kj.linkCode });
    expect(wt.body.data.title).toBe('电子签章委托授权书');
    expect((await call(sb, eContract.getContractContent, { linkCode: 'NOPE1234' })).body.msg).toBe(
      '合同链接无效或已失效',
    );
    const signatureImage = await signatureDataUrl();
    const noCode = await call(sb, eContract.startTheProcessToESignById, {
      contractId: kj.id,
      linkCode: kj.linkCode,
      signatureImage,
    });
    expect(noCode.body.msg).toBe('请输入短信验证码');
    await call(sb, sms.sendTemplateErificationCodeSms, {
      mobile: CERTIFIED,
      template: 'contractSign',
    });
    const code = sb.control.sms.latest(CERTIFIED, 'contractSign')!.code;
    const wrong = await call(sb, eContract.startTheProcessToESignById, {
      contractId: kj.id,
      linkCode: kj.linkCode,
      signatureImage,
      smsCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.msg).toBe('验证码错误');
    const signed = await call(sb, eContract.startTheProcessToESignById, {
      contractId: kj.id,
      linkCode: kj.linkCode,
      signatureImage,
      smsCode: code,
    });
    expect(signed.body.success).toBe(true);
  });

  it('does not show another driver’s contract by id', async () => {
    const { sb, contracts } = setup();
    const other = sb.control.quickLogin('13800000004');
    const answer = await call(
      sb,
      eContract.getContractContent,
      { contractId: contracts()[0]!.id },
      other.at,
    );
    expect(answer.body.msg).toBe('无权查看该合同');
  });
});
