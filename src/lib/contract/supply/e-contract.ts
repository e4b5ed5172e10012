/**
 * Transport contracts and their e-signature (sdc contract/ and contractTemplate/, §7.3). Each grabbed
 * waybill gets a 运输合同 (KJ) the driver signs before departure; the 运输服务合同 is the framework
 * contract a driver signs once; the e-sign 委托 (delegation) contract lets the platform sign for
 * him. An SMS link (/c/:param, /contract/index?param=…) opens a contract without login: `param` is
 * the contract's link code. The fields are this project's design (docs/api-contract.md, "Contracts").
 */
import { endpoint, type Empty, type Reads } from '../endpoint';
import { waybill } from '../waybill/waybills';
import { waybillTrip } from '../waybill/trip';
import type { PageQuery, ServerPage } from '../envelope';
import type { ContractStatus } from './load';

/** KJ: a waybill's transport contract; service: the framework contract; delegation: e-sign 委托. */
export type ContractKind = 'KJ' | 'service' | 'delegation';

export interface ContractSummary {
  id: string;
  /** 合同编号, e.g. `HT202611250001`. */
  contractNo: string;
  kind: ContractKind;
  title: string;
  status: ContractStatus;
  /** The waybill it belongs to (KJ); null for the framework and delegation contracts. */
  waybillNo: string | null;
  /** The other party (shipper or platform). */
  partyName: string;
  createTime: string;
  signedTime: string | null;
  /** Link code of /c/:param. */
  linkCode: string;
}

export interface ContractDocument extends ContractSummary {
  /** Server HTML: render through SafeHtml only. */
  html: string;
  /** Signing asks an SMS code sent to this phone (masked), when the platform requires it. */
  needSms: boolean;
  signerPhoneMasked: string;
  /** The driver's hand-drawn signature (PNG data URL) once signed. */
  signatureImage: string | null;
}

export interface SignRequest {
  contractId: string;
  /** The hand-drawn signature as a PNG data URL (`data:image/png;base64,…`, at most 200 kB). */
  signatureImage: string;
  /** Six digits, when the document says needSms (template `contractSign`, signer's mobile). */
  smsCode?: string;
  /** Link code: signing from an SMS link without login. */
  linkCode?: string;
}

export interface ContractListQuery extends PageQuery {
  status?: ContractStatus;
}

export const eContract = {
  /** The waybill's KJ contract, created from the shipper's template on first ask. */
  checkAndCreateContractContentKJ: endpoint<{ waybillId: string }, ContractDocument>(
    'sdc',
    'contract/checkAndCreateContractContentKJ',
  ),
  /** All the driver's contracts, newest first (the Me grid's 合同列表). */
  getContractContentKJAll: endpoint<ContractListQuery, ServerPage<ContractSummary>>(
    'sdc',
    'contract/getContractContentKJAll',
  ),
  /** The driver's e-sign delegation contract (created with createEsignDelegationAuthority). */
  geteEsignDelegatioContractKJ: endpoint<{ contractId: string }, ContractDocument>(
    'sdc',
    'contract/geteEsignDelegatioContractKJ',
  ),
  checkDriverSignedTransportationServicesContract: endpoint<
    Empty,
    { signed: boolean; contractId: string }
  >('sdc', 'contract/checkDriverSignedTransportationServicesContract'),
  startTheProcessToESignById: endpoint<SignRequest, { signedTime: string }>(
    'sdc',
    'contract/startTheProcessToESignById',
    {
      changes: (): Reads => [
        eContract.getContractContent,
        eContract.getContractContentwt,
        eContract.getContractContentKJAll,
        eContract.checkDriverSignedTransportationServicesContract,
        eContract.geteEsignDelegatioContractKJ,
        waybillTrip.getDetail,
        waybill.listPage,
      ],
      idempotent: true,
    },
  ),
  /** A contract by id (logged in) or by its link code (public, from the SMS link). */
  getContractContent: endpoint<{ contractId?: string; linkCode?: string }, ContractDocument>(
    'sdc',
    'contractTemplate/getContractContent',
  ),
  /** The delegation (委托) text of a contract by link code or id (public). */
  getContractContentwt: endpoint<{ contractId?: string; linkCode?: string }, ContractDocument>(
    'sdc',
    'contractTemplate/getContractContentwt',
  ),
} as const;
