/** Contract samples of transport contracts and e-signature (src/lib/contract/supply/e-contract.ts). */
import { eContract } from '@/lib/contract/supply/e-contract';
import { pngFile } from '../../helpers';
import { sample, type AnySample, type SampleContext } from '../../sample-kit';

const SUMMARY = {
  id: true,
  contractNo: true,
  kind: true,
  title: true,
  status: true,
  waybillNo: true,
  partyName: true,
  createTime: true,
  signedTime: true,
  linkCode: true,
} as const;
const DOCUMENT = {
  kind: 'object',
  fields: { ...SUMMARY, html: true, needSms: true, signerPhoneMasked: true, signatureImage: true },
} as const;

/** A 1×1 PNG as the data URL a signature pad gives. */
export async function signatureDataUrl(): Promise<string> {
  const bytes = new Uint8Array(await pngFile().arrayBuffer());
  return `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}`;
}

/** The certified driver's seeded contracts, through the in-process control API. */
const contracts = (ctx: SampleContext) => ctx.sb.control.market.contracts(ctx.mobile);

export const samples: Record<string, AnySample> = {
  'eContract.checkAndCreateContractContentKJ': sample(
    eContract.checkAndCreateContractContentKJ,
    (ctx) => ({ waybillId: contracts(ctx).find((c) => c.kind === 'KJ')!.waybillId! }),
    DOCUMENT,
  ),
  'eContract.getContractContentKJAll': sample(
    eContract.getContractContentKJAll,
    { pageIndex: 1, pageSize: 20 },
    { kind: 'page', fields: SUMMARY },
  ),
  'eContract.geteEsignDelegatioContractKJ': sample(
    eContract.geteEsignDelegatioContractKJ,
    (ctx) => ({ contractId: contracts(ctx).find((c) => c.kind === 'delegation')!.id }),
    DOCUMENT,
  ),
  'eContract.checkDriverSignedTransportationServicesContract': sample(
    eContract.checkDriverSignedTransportationServicesContract,
    {},
    { kind: 'object', fields: { signed: true, contractId: true } },
  ),
  'eContract.startTheProcessToESignById': sample(
    eContract.startTheProcessToESignById,
    async (ctx) => ({
      contractId: contracts(ctx).find((c) => c.status === 'unsigned')!.id,
      signatureImage: await signatureDataUrl(),
    }),
    { kind: 'object', fields: { signedTime: true } },
  ),
  'eContract.getContractContent': sample(
    eContract.getContractContent,
    (ctx) => ({ linkCode: contracts(ctx)[0]!.linkCode }),
    DOCUMENT,
  ),
  'eContract.getContractContentwt': sample(
    eContract.getContractContentwt,
    (ctx) => ({ contractId: contracts(ctx)[0]!.id }),
    DOCUMENT,
  ),
};
