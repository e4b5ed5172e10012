/**
 * One working request per contract endpoint and the response shape the contract promises.
 * `ShapeOf<ResOf<E>>` lists every field of the response type (true = always present, false =
 * optional), so a field added to or removed from the contract must be reflected here to compile.
 */
import { account } from '@/lib/contract/account/auth';
import { agreement } from '@/lib/contract/me/agreement';
import { captain } from '@/lib/contract/account/captain';
import { dict, DictKey } from '@/lib/contract/common/dict';
import { eventRecord } from '@/lib/contract/common/event-record';
import { face } from '@/lib/contract/account/face';
import { identity } from '@/lib/contract/account/identity';
import { license } from '@/lib/contract/account/license';
import { misc } from '@/lib/contract/common/misc';
import { notice } from '@/lib/contract/me/messages';
import { ocr } from '@/lib/contract/common/ocr';
import { bankContrast } from '@/lib/contract/money/bank-card';
import { region } from '@/lib/contract/common/region';
import { sms } from '@/lib/contract/common/sms';
import {
  DRIVER_APP_CONFIG_FULL_KEY,
  sysConfig,
  SysConfigKey,
} from '@/lib/contract/common/sys-config';
import { upload } from '@/lib/contract/common/upload';
import { version } from '@/lib/contract/common/version';
import { call, pngFile, sendAndReadCode } from './helpers';
import { NULL, sample, type AnySample, type SampleContext } from './sample-kit';

export type { AnySample, SampleContext } from './sample-kit';

/** Each area's samples (samples/<domain>/<part>.ts exporting `samples`), merged with the core ones below. */
const areaSamples = import.meta.glob<{ samples: Record<string, AnySample> }>('./samples/*/*.ts', {
  eager: true,
});

const NEW_MOBILE = '13912340000';

const userDetail = {
  appUserId: true,
  realName: true,
  name: true,
  phone: true,
  avatar: true,
  createTime: true,
  certificationStatus: true,
  idNumber: true,
  roles: true,
  permissions: true,
  isCaptain: true,
} as const;
const tokenPair = { at: true, rt: true } as const;
const brief = { appUserId: true, name: true, phone: true } as const;
const faceResult = { kind: 'object', fields: { success: true } } as const;
const car = {
  id: true,
  carNo: true,
  plateColor: true,
  vehicleType: true,
  energyType: true,
  vehicleOwner: true,
  useCharacter: true,
  vin: true,
  loadWeight: true,
  roadTransportNo: true,
  roadTransportValidTo: true,
  drivingLicenseValidTo: true,
  drivingLicenseFrontUrl: true,
  approvalStatus: true,
  isDefault: true,
} as const;
const carCaptain = {
  carCaptainId: true,
  name: true,
  mobile: true,
  certificationStatus: true,
  carCount: true,
  bindTime: true,
} as const;
const transporter = {
  id: true,
  name: true,
  creditCode: true,
  roadTransportPermitNo: true,
  address: true,
  contactPhone: true,
} as const;
const uploadResult = { fullFilePath: true, fullFileWatermarkPath: true } as const;
const sysItem = {
  id: true,
  sysConfigFullKey: true,
  itemName: true,
  remark: true,
  itemKey: true,
  itemValue: true,
} as const;

async function startOrder(ctx: SampleContext): Promise<string> {
  const started = await call(ctx.sb, face.startFaceLogin, {
    mobile: ctx.mobile,
    returnUrl: 'http://app.test/faceLogin',
  });
  return started.body.data.orderNo;
}

const CORE_SAMPLES: Record<string, AnySample> = {
  'account.getUserDetail': sample(
    account.getUserDetail,
    {},
    { kind: 'object', fields: userDetail },
  ),
  'account.logout': sample(account.logout, {}, NULL),
  'account.smsLogin': sample(
    account.smsLogin,
    async ({ sb }) => ({ mobile: NEW_MOBILE, code: await sendAndReadCode(sb, NEW_MOBILE) }),
    { kind: 'object', fields: tokenPair },
  ),
  'account.passwordLogin': sample(
    account.passwordLogin,
    { mobile: '13800000004', password: 'Driver@123' },
    { kind: 'object', fields: tokenPair },
  ),
  'account.refreshToken': sample(account.refreshToken, ({ rt }) => ({ rt }), {
    kind: 'object',
    fields: tokenPair,
  }),
  'account.register': sample(
    account.register,
    async ({ sb }) => ({
      mobile: NEW_MOBILE,
      code: await sendAndReadCode(sb, NEW_MOBILE, 'register'),
      password: 'Abc12345',
    }),
    { kind: 'object', fields: tokenPair },
  ),
  'account.resetPassword': sample(
    account.resetPassword,
    async ({ sb }) => ({
      mobile: '13800000001',
      code: await sendAndReadCode(sb, '13800000001', 'findPwd'),
      password: 'Abc12345',
    }),
    NULL,
  ),
  'account.updatePassword': sample(
    account.updatePassword,
    { oldPassword: 'Driver@123', password: 'Abc12345' },
    NULL,
  ),
  'account.getGraphCaptcha': sample(
    account.getGraphCaptcha,
    {},
    { kind: 'object', fields: { captchaKey: true, image: true } },
  ),
  'account.checkGraphCaptcha': sample(
    account.checkGraphCaptcha,
    async ({ sb }) => {
      const { captchaKey } = (await call(sb, account.getGraphCaptcha, {})).body.data;
      return { captchaKey, captchaCode: sb.control.captcha.latest()!.code, mobile: NEW_MOBILE };
    },
    NULL,
  ),
  'account.getUserInfoByAppUserIds': sample(
    account.getUserInfoByAppUserIds,
    { appUserIds: ['100002', '100003'] },
    { kind: 'list', fields: brief },
  ),
  'account.getStaffByAppUserIds': sample(
    account.getStaffByAppUserIds,
    { appUserIds: ['100004'] },
    { kind: 'list', fields: brief },
  ),

  'sms.sendTemplateErificationCodeSms': sample(
    sms.sendTemplateErificationCodeSms,
    { mobile: NEW_MOBILE, template: 'login' },
    NULL,
  ),
  'sms.sendSmByTemplate': sample(
    sms.sendSmByTemplate,
    { mobile: '13800000002', template: 'changePhone' },
    NULL,
  ),
  'sms.verificationSmByTemplate': sample(
    sms.verificationSmByTemplate,
    async ({ sb }) => ({
      mobile: NEW_MOBILE,
      template: 'verify',
      code: await sendAndReadCode(sb, NEW_MOBILE, 'verify'),
    }),
    NULL,
  ),
  'sms.checkSMVerificationCode': sample(
    sms.checkSMVerificationCode,
    async ({ sb }) => ({
      mobile: NEW_MOBILE,
      template: 'findPwd',
      code: await sendAndReadCode(sb, NEW_MOBILE, 'findPwd'),
    }),
    NULL,
  ),

  'face.startFaceLogin': sample(
    face.startFaceLogin,
    { mobile: '13800000002', returnUrl: 'http://app.test/faceLogin' },
    { kind: 'object', fields: { orderNo: true, faceUrl: true } },
  ),
  'face.faceLogin': sample(face.faceLogin, async (ctx) => ({ orderNo: await startOrder(ctx) }), {
    kind: 'object',
    fields: tokenPair,
  }),
  'face.personalFaceIdentityResult': sample(
    face.personalFaceIdentityResult,
    async (ctx) => ({ orderNo: await startOrder(ctx) }),
    faceResult,
  ),
  'face.getIndividualFaceResultByteDance': sample(
    face.getIndividualFaceResultByteDance,
    async (ctx) => ({ orderId: await startOrder(ctx), isApp: 1 }),
    faceResult,
  ),
  'face.updateIdentityAuthenticationResult': sample(
    face.updateIdentityAuthenticationResult,
    async (ctx) => ({ orderId: await startOrder(ctx), success: true }),
    NULL,
  ),

  'agreement.getAgreementInfoByType': sample(
    agreement.getAgreementInfoByType,
    { type: 'privacy' },
    { kind: 'object', fields: { type: true, title: true, content: true, updateTime: true } },
  ),

  'identity.getIdentityInfoByUserId': sample(
    identity.getIdentityInfoByUserId,
    { userId: '100002' },
    {
      kind: 'object',
      fields: {
        name: true,
        certificateNumber: true,
        address: true,
        certificationStatus: true,
        gender: true,
        birthday: true,
        nation: true,
        issuingAuthority: true,
        validFrom: true,
        validTo: true,
        idCardFrontUrl: true,
        idCardBackUrl: true,
      },
    },
  ),
  'identity.getStatusByUserId': sample(
    identity.getStatusByUserId,
    { id: '100002' },
    { kind: 'object', fields: { certificationStatus: true } },
  ),
  'identity.updateAvatar': sample(
    identity.updateAvatar,
    { avatar: '/__sandbox/files/F000001.png' },
    NULL,
  ),

  'license.saveDriverLicense': sample(
    license.saveDriverLicense,
    (ctx) => {
      const vo = ctx.sb.control.user('13800000002')!.driverLicense!;
      const { id: _id, approvalStatus: _s, approvalOpinion: _o, createTime: _c, ...fields } = vo;
      return fields;
    },
    NULL,
  ),
  'license.getDriverLicense': sample(
    license.getDriverLicense,
    {},
    { kind: 'object', fields: { userDriverLicenseVO: true } },
  ),
  'license.getCurrentDriverApproval': sample(
    license.getCurrentDriverApproval,
    {},
    {
      kind: 'object',
      fields: { approvalStatus: true, approvalOpinion: true, submitTime: true, approvalTime: true },
    },
  ),
  'license.getCarApprovalStatus': sample(
    license.getCarApprovalStatus,
    (ctx) => ({ carNo: ctx.sb.control.user('13800000002')!.cars[0]!.carNo }),
    { kind: 'object', fields: { carNo: true, approvalStatus: true, approvalOpinion: true } },
  ),
  'license.getOtherAttachments': sample(
    license.getOtherAttachments,
    {},
    {
      kind: 'list',
      fields: { id: true, attachmentType: true, attachmentName: true, fileUrl: true },
    },
  ),
  'license.listCarLicenses': sample(license.listCarLicenses, {}, { kind: 'list', fields: car }),
  'license.getCarInfoByCarNo': sample(
    license.getCarInfoByCarNo,
    (ctx) => ({ carNo: ctx.sb.control.user('13800000003')!.cars[5]!.carNo }),
    { kind: 'object', fields: car },
  ),
  'license.isExpired': sample(
    license.isExpired,
    {},
    { kind: 'object', fields: { driverLicenseIsExpired: true, roadTransportIsExpired: true } },
  ),
  'license.driverCarPage': sample(
    license.driverCarPage,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: car },
  ),

  'captain.getCarCaptain': sample(
    captain.getCarCaptain,
    {},
    { kind: 'object', fields: carCaptain },
  ),
  'captain.getCarCaptainByMobile': sample(
    captain.getCarCaptainByMobile,
    { mobile: '13800000003' },
    { kind: 'object', fields: carCaptain },
  ),
  'captain.getCarCaptainByMobilePass': sample(
    captain.getCarCaptainByMobilePass,
    { mobile: '13800000003' },
    { kind: 'object', fields: carCaptain },
  ),
  'captain.addCarCaptainForApp': sample(
    captain.addCarCaptainForApp,
    { carCaptainId: '100003' },
    NULL,
    '13800000004',
  ),
  'captain.deleteCarCaptain': sample(captain.deleteCarCaptain, { carCaptainId: '100003' }, NULL),
  'captain.checkUser': sample(
    captain.checkUser,
    { mobile: '13800000003' },
    { kind: 'object', fields: { isEnterprisePersonnel: true, enterpriseName: true } },
  ),
  'captain.getEnterpriseProject': sample(
    captain.getEnterpriseProject,
    { id: 'P0001' },
    {
      kind: 'object',
      fields: {
        id: true,
        projectName: true,
        enterpriseId: true,
        enterpriseName: true,
        contactName: true,
        contactPhone: true,
        address: true,
        startDate: true,
        endDate: true,
      },
    },
  ),
  'captain.getNetworkTransporterDetail': sample(
    captain.getNetworkTransporterDetail,
    {},
    { kind: 'object', fields: transporter },
  ),
  'captain.getNetworkTransporter': sample(
    captain.getNetworkTransporter,
    { id: 'T0002' },
    { kind: 'object', fields: transporter },
  ),

  'ocr.recognizeDriverLicense': sample(
    ocr.recognizeDriverLicense,
    { imageUrl: '/__sandbox/files/F000001.jpg' },
    {
      kind: 'object',
      fields: {
        name: true,
        driverLicenseNo: true,
        sex: true,
        nationality: true,
        address: true,
        birthDate: true,
        firstIssueDate: true,
        quasiDrivingType: true,
        validFrom: true,
        validTo: true,
        issuingAuthority: true,
      },
    },
  ),
  'ocr.recognizeQualificationCertificate': sample(
    ocr.recognizeQualificationCertificate,
    { imageUrl: '/__sandbox/files/F000002.jpg' },
    {
      kind: 'object',
      fields: {
        name: true,
        certificateNo: true,
        qualificationType: true,
        validFrom: true,
        validTo: true,
        issuingAuthority: true,
      },
    },
  ),

  'region.getRegion': sample(
    region.getRegion,
    { parentCode: '130000' },
    { kind: 'list', fields: { code: true, name: true, parentCode: true, level: true } },
  ),
  'region.getRegionToThree': sample(
    region.getRegionToThree,
    {},
    { kind: 'list', fields: { value: true, label: true, children: false } },
  ),
  'region.getRegionCodeByName': sample(
    region.getRegionCodeByName,
    { provinceName: '山东省', cityName: '青岛市', districtName: '黄岛区' },
    { kind: 'object', fields: { provinceCode: true, cityCode: true, districtCode: true } },
  ),

  'notice.findUnReadNum': sample(notice.findUnReadNum, {}, { kind: 'number' }),
  'notice.getNotifyInfoByTitle': sample(
    notice.getNotifyInfoByTitle,
    { pageIndex: 1, pageSize: 20 },
    {
      kind: 'page',
      fields: { id: true, title: true, content: true, createTime: true, readStatus: true },
    },
  ),

  'eventRecord.saveBatch': sample(
    eventRecord.saveBatch,
    {
      eventRecord: [
        {
          eventId: 5001,
          eventName: 'networkError',
          eventData: { path: '/x' },
          appMode: 'h5',
          time: '2026-01-01 08:00:00',
          deviceId: 'dev-1',
        },
      ],
    },
    NULL,
  ),

  'version.getNowPublishVersion': sample(
    version.getNowPublishVersion,
    { publishPort: 1, publishType: 1, operatingSystem: 2 },
    {
      kind: 'object',
      fields: {
        publicshContext: true,
        downloadAddress: true,
        publishVersion: true,
        isUpdate: true,
      },
    },
  ),

  'sysConfig.findItemValueByItemKeys': sample(
    sysConfig.findItemValueByItemKeys,
    { itemKeys: [SysConfigKey.driverTrailInterval, SysConfigKey.electronicFenceDetectionInterval] },
    { kind: 'list', fields: { itemKey: true, itemValue: true } },
  ),
  'sysConfig.get': sample(sysConfig.get, { id: 'C0001' }, { kind: 'object', fields: sysItem }),
  'sysConfig.findSysConfigItemBySysConfigFullKey': sample(
    sysConfig.findSysConfigItemBySysConfigFullKey,
    { sysConfigFullKey: DRIVER_APP_CONFIG_FULL_KEY },
    { kind: 'list', fields: sysItem },
  ),

  'dict.getDictValue': sample(
    dict.getDictValue,
    { dictKey: DictKey.plateColor },
    { kind: 'list', fields: { label: true, value: true } },
  ),

  'misc.wechatSignature': sample(
    misc.wechatSignature,
    { url: 'http://app.test/i' },
    { kind: 'object', fields: { appId: true, timestamp: true, nonceStr: true, signature: true } },
  ),
  'bankContrast.search': sample(
    bankContrast.search,
    { bankNameShort: '建设' },
    { kind: 'list', fields: { bankNameShort: true, employeeNo: true } },
  ),

  'misc.getOliCarPass': sample(
    misc.getOliCarPass,
    (ctx) => ({ carNo: ctx.sb.control.user('13800000002')!.cars[0]!.carNo }),
    { kind: 'object', fields: { carNo: true, pass: true, reason: true } },
  ),

  'upload.file': sample(upload.file, () => ({ multipartFile: pngFile() }), {
    kind: 'object',
    fields: uploadResult,
  }),
  'upload.fileBatch': sample(
    upload.fileBatch,
    () => ({ multipartFiles: [pngFile('a.png'), pngFile('b.png')] }),
    { kind: 'list', fields: uploadResult },
  ),
  'upload.watermarkFile': sample(
    upload.watermarkFile,
    () => ({
      multipartFile: pngFile(),
      content: ['张三 13800000002', '河北省石家庄市', '2026-01-01 08:00:00'],
      position: 2,
    }),
    { kind: 'object', fields: uploadResult },
  ),
  'upload.watermarkFileByUrl': sample(
    upload.watermarkFileByUrl,
    { url: '/__sandbox/files/F000001.png', content: ['a', 'b', 'c'], position: 2 },
    { kind: 'object', fields: uploadResult },
  ),
};

export const SAMPLES: Record<string, AnySample> = Object.assign(
  {},
  CORE_SAMPLES,
  ...Object.values(areaSamples).map((area) => area.samples),
);
