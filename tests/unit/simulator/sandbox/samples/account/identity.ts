/** Contract samples of the identity area's own endpoints (identity save, captain application). */
import { certification } from '@/lib/contract/account/certification';
import { identity } from '@/lib/contract/account/identity';
import { call } from '../../helpers';
import { type AnySample, sample } from '../../sample-kit';

const NEW_DRIVER = '13800000001';

const application = {
  fleetName: '顺风车队',
  contactName: '王小明',
  contactMobile: '13912345678',
  regionCodes: ['130000', '130100'],
  regionNames: ['河北省', '石家庄市'],
  vehicleCount: 5,
};

const applicationFields = {
  appUserId: true,
  status: true,
  createTime: true,
  fleetName: true,
  contactName: true,
  contactMobile: true,
  regionCodes: true,
  regionNames: true,
  vehicleCount: true,
} as const;

export const samples: Record<string, AnySample> = {
  'identity.save': sample(
    identity.save,
    {
      name: '王小明',
      certificateNumber: '11010519491231002X',
      address: '北京市朝阳区建国路1号',
      validFrom: '2020-01-01',
      validTo: '长期',
      idCardFrontUrl: 'https://files.test/front.jpg',
      idCardBackUrl: 'https://files.test/back.jpg',
    },
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
    NEW_DRIVER,
  ),
  'certification.applyCaptain': sample(
    certification.applyCaptain,
    application,
    { kind: 'object', fields: applicationFields },
    NEW_DRIVER,
  ),
  'certification.getCaptainApplication': sample(
    certification.getCaptainApplication,
    async (ctx) => {
      // Only a filed application is read back: file one first.
      await call(ctx.sb, certification.applyCaptain, application, ctx.at);
      return {};
    },
    { kind: 'object', fields: applicationFields },
    NEW_DRIVER,
  ),
};
