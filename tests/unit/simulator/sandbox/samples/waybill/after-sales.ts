/** Contract samples of waybill after-sales (src/lib/contract/waybill/after-sales.ts). */
import { waybillAfterSales as api } from '@/lib/contract/waybill/after-sales';
import { DAY_MS, formatDate } from '@sim/sandbox/store/time';
import { call } from '../../helpers';
import { sample, type AnySample, type SampleContext } from '../../sample-kit';

export const COMPLAINT_FIELDS = {
  id: true,
  complaintNo: true,
  waybillId: true,
  waybillNo: true,
  type: true,
  typeName: true,
  content: true,
  photos: true,
  phone: true,
  state: true,
  reply: true,
  replyTime: true,
  createTime: true,
  updateTime: true,
} as const;

export const CHANGE_FIELDS = {
  id: true,
  changeNo: true,
  waybillId: true,
  waybillNo: true,
  kind: true,
  goodsName: true,
  route: true,
  oldFreight: true,
  newFreight: true,
  reason: true,
  appliedBy: true,
  applyTime: true,
  state: true,
  disagreeReason: true,
  handledTime: true,
} as const;

const CHANGE_DETAIL = {
  kind: 'object',
  fields: { ...CHANGE_FIELDS, carNo: true, shipperName: true },
} as const;

const RETURN_TRIP_FIELDS = {
  id: true,
  fromCode: true,
  fromName: true,
  toCode: true,
  toName: true,
  date: true,
  carNo: true,
  remark: true,
  state: true,
  createTime: true,
} as const;

const BILL = {
  kind: 'object',
  fields: {
    billId: true,
    waybillId: true,
    waybillNo: true,
    oldCaptain: true,
    newCaptain: true,
    state: true,
    mobileMasked: true,
    signedTime: true,
  },
} as const;

const ACCOUNT = {
  kind: 'object',
  fields: {
    waybillId: true,
    accountName: true,
    bankName: true,
    cardNoMasked: true,
    updateTime: true,
  },
} as const;

const OPTIONS = { kind: 'list', fields: { label: true, value: true } } as const;

/** The certified driver's seeded waybills (supply/market/deals.ts) and after-sales (waybill-after-sales/seed.ts). */
export const AS = {
  done: 'WB0001',
  toLoad: 'WB0005',
  inTransit: 'WB0007',
  toReceipt: 'WB0008',
  /** Pending on WB0008 (整车). */
  pendingChange: 'YF0003',
  pendingComplaint: 'TS0003',
} as const;

export const INPUT = {
  type: '1',
  content: '运费结算有误',
  photos: ['/__sandbox/files/F1.png'],
  phone: '13800000002',
};

/** A certified captain other than the driver's bound one (13800000003). */
export function otherCaptain(ctx: SampleContext): string {
  return ctx.sb.control
    .users()
    .find(
      (u) =>
        u.isCaptain &&
        u.certificationStatus === 1 &&
        u.mobile !== '13800000003' &&
        u.mobile !== ctx.mobile,
    )!.appUserId;
}

/** A bulk waybill of the driver's (assigned from S0001) with a pending freight change. */
export function bulkChange(ctx: SampleContext): string {
  const w = ctx.sb.control.trip.assign({ sourceId: 'S0001', mobile: ctx.mobile });
  return ctx.sb.control.afterSales.proposeFreightChange({
    waybillId: w.id,
    newFreight: w.freight + 10_000,
  }).id;
}

export async function chosenBill(ctx: SampleContext): Promise<string> {
  const got = await call(ctx.sb, api.getCaptainChangeBillId, { waybillId: AS.inTransit }, ctx.at);
  const billId = got.body.data.billId;
  await call(ctx.sb, api.modifyBillCaptain, { billId, captainId: otherCaptain(ctx) }, ctx.at);
  return billId;
}

/** The departure photo 1 of the in-transit waybill rejected by the shipper. */
export function rejectFirstPhoto(ctx: SampleContext): void {
  ctx.sb.control.trip.rejectPhoto(AS.inTransit, 'departure', 0, '照片模糊');
}

export const samples: Record<string, AnySample> = {
  'waybillAfterSales.addComplaint': sample(
    api.addComplaint,
    { ...INPUT, waybillId: AS.done },
    { kind: 'object', fields: COMPLAINT_FIELDS },
  ),
  'waybillAfterSales.updateComplaint': sample(
    api.updateComplaint,
    { ...INPUT, id: AS.pendingComplaint, waybillId: 'WB0003' },
    { kind: 'object', fields: COMPLAINT_FIELDS },
  ),
  'waybillAfterSales.complaintInfo': sample(
    api.complaintInfo,
    { id: AS.pendingComplaint },
    { kind: 'object', fields: COMPLAINT_FIELDS },
  ),
  'waybillAfterSales.complaintListPage': sample(
    api.complaintListPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: COMPLAINT_FIELDS },
  ),
  'waybillAfterSales.isFreightChange': sample(
    api.isFreightChange,
    { waybillId: AS.toReceipt },
    { kind: 'object', fields: { pending: true, changeId: true } },
  ),
  'waybillAfterSales.freightChangeListPage': sample(
    api.freightChangeListPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: CHANGE_FIELDS },
  ),
  'waybillAfterSales.freightChangeDetails': sample(
    api.freightChangeDetails,
    { id: AS.pendingChange },
    CHANGE_DETAIL,
  ),
  'waybillAfterSales.freightChangeDazongDetails': sample(
    api.freightChangeDazongDetails,
    (ctx) => ({ id: bulkChange(ctx) }),
    {
      kind: 'object',
      fields: {
        ...CHANGE_DETAIL.fields,
        unit: true,
        quantity: true,
        oldUnitPrice: true,
        newUnitPrice: true,
      },
    },
  ),
  'waybillAfterSales.agreeFreightChange': sample(
    api.agreeFreightChange,
    { id: AS.pendingChange },
    CHANGE_DETAIL,
  ),
  'waybillAfterSales.disagreeFreightChange': sample(
    api.disagreeFreightChange,
    { id: AS.pendingChange, reason: '运距未变，不同意调整' },
    CHANGE_DETAIL,
  ),
  'waybillAfterSales.getEvaluateTags': sample(api.getEvaluateTags, {}, { kind: 'strings' }),
  'waybillAfterSales.evaluate': sample(
    api.evaluate,
    { waybillId: AS.done, stars: 5, tags: ['装卸快'], comment: '货主很专业' },
    {
      kind: 'object',
      fields: { waybillId: true, stars: true, tags: true, comment: true, createTime: true },
    },
  ),
  'waybillAfterSales.getCancelReasons': sample(api.getCancelReasons, {}, OPTIONS),
  'waybillAfterSales.cancel': sample(
    api.cancel,
    { waybillId: AS.toLoad, reason: '1', remark: '' },
    {
      kind: 'object',
      fields: { waybillId: true, waybillNo: true, status: true, cancelTime: true },
    },
  ),
  'waybillAfterSales.returnTripListPage': sample(
    api.returnTripListPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: RETURN_TRIP_FIELDS },
  ),
  'waybillAfterSales.addReturnTrip': sample(
    api.addReturnTrip,
    (ctx) => {
      const carNo = ctx.sb.control.user(ctx.mobile)!.cars[0]!.carNo;
      // Tomorrow on the sandbox's (real) clock: inside the 30 days whatever the hour.
      const date = formatDate(Date.now() + DAY_MS);
      return { fromCode: '320106', toCode: '130100', date, carNo, remark: '' };
    },
    { kind: 'object', fields: RETURN_TRIP_FIELDS },
  ),
  'waybillAfterSales.getAbnormalTypes': sample(api.getAbnormalTypes, {}, OPTIONS),
  'waybillAfterSales.reportAbnormal': sample(
    api.reportAbnormal,
    {
      waybillId: AS.inTransit,
      type: '3',
      description: '前方事故，道路封闭',
      photos: [],
      longitude: 114.5,
      latitude: 38.0,
      address: '京港澳高速石家庄段',
    },
    {
      kind: 'object',
      fields: {
        id: true,
        reportNo: true,
        waybillId: true,
        waybillNo: true,
        type: true,
        typeName: true,
        description: true,
        photos: true,
        longitude: true,
        latitude: true,
        address: true,
        reportTime: true,
      },
    },
  ),
  'waybillAfterSales.getRejectedPhotos': sample(
    api.getRejectedPhotos,
    (ctx) => {
      rejectFirstPhoto(ctx);
      return { waybillId: AS.inTransit };
    },
    {
      kind: 'list',
      fields: {
        photoId: true,
        kind: true,
        url: true,
        watermarkUrl: true,
        takenAt: true,
        rejectReason: true,
      },
    },
  ),
  'waybillAfterSales.repairPhotos': sample(
    api.repairPhotos,
    (ctx) => {
      rejectFirstPhoto(ctx);
      return {
        waybillId: AS.inTransit,
        replacements: [{ photoId: 'departure-1', url: '/__sandbox/files/F2.png' }],
      };
    },
    { kind: 'object', fields: { replaced: true, remaining: true } },
  ),
  'waybillAfterSales.getCaptainChangeBillId': sample(
    api.getCaptainChangeBillId,
    { waybillId: AS.inTransit },
    { kind: 'object', fields: { billId: true } },
  ),
  'waybillAfterSales.modifyBillCaptain': sample(
    api.modifyBillCaptain,
    async (ctx) => {
      const got = await call(
        ctx.sb,
        api.getCaptainChangeBillId,
        { waybillId: AS.inTransit },
        ctx.at,
      );
      return { billId: got.body.data.billId, captainId: otherCaptain(ctx) };
    },
    BILL,
  ),
  'waybillAfterSales.verifySmsAndSign': sample(
    api.verifySmsAndSign,
    async (ctx) => {
      const billId = await chosenBill(ctx);
      return { billId, code: ctx.sb.control.sms.latest(ctx.mobile, 'captainChange')!.code };
    },
    BILL,
  ),
  'waybillAfterSales.getWaybillAccount': sample(
    api.getWaybillAccount,
    async (ctx) => {
      const name = ctx.sb.control.user(ctx.mobile)!.identity!.name ?? '';
      await call(
        ctx.sb,
        api.upWaybillAccount,
        {
          waybillId: AS.inTransit,
          accountName: name,
          bankName: '中国建设银行',
          cardNo: '6217000010001234567',
        },
        ctx.at,
      );
      return { waybillId: AS.inTransit };
    },
    ACCOUNT,
  ),
  'waybillAfterSales.upWaybillAccount': sample(
    api.upWaybillAccount,
    (ctx) => ({
      waybillId: AS.inTransit,
      accountName: ctx.sb.control.user(ctx.mobile)!.identity!.name ?? '',
      bankName: '中国建设银行',
      cardNo: '6217000010001234567',
    }),
    ACCOUNT,
  ),
};
