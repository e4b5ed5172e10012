/** WeChat JS-SDK signature and fuel-card vehicle pass (mdc, §7.1). */
import { endpoint } from '../endpoint';

export interface WechatSignature {
  appId: string;
  /** Seconds since the epoch. */
  timestamp: number;
  nonceStr: string;
  signature: string;
}

export interface OilCarPass {
  carNo: string;
  /** True when the vehicle may use the fuel card. */
  pass: boolean;
  /** Why not, when `pass` is false. */
  reason: string | null;
}

export const misc = {
  /** `url`: the page URL to sign (without the hash). */
  wechatSignature: endpoint<{ url: string }, WechatSignature>('mdc', 'pbc/wechat/signature', {
    method: 'GET',
  }),
  getOliCarPass: endpoint<{ carNo: string }, OilCarPass>('mdc', 'oil/getOliCarPass', {
    encoding: 'json',
  }),
} as const;
