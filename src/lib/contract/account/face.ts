/** Face verification and face login (mdc, §7.1). */
import type { TokenPair } from './auth';
import { endpoint, type Reads } from '../endpoint';
import { identity } from './identity';
import { account } from './auth';

export interface FaceResult {
  success: boolean;
}

export interface StartFaceRequest {
  mobile: string;
  /** Where the face provider returns to; the order number is appended as `orderNo`. */
  returnUrl: string;
}

export interface StartFaceResult {
  orderNo: string;
  /** The face provider's page; the sandbox's returns straight to `returnUrl`. */
  faceUrl: string;
}

export interface FaceLoginRequest {
  orderNo: string;
}

export const face = {
  /** Project choice: starts a face-verification order (path not in the spec). */
  startFaceLogin: endpoint<StartFaceRequest, StartFaceResult>(
    'mdc',
    'pbc/factorsVerify/startFaceOrder',
    {
      changes: { none: 'opens a verification order; the result poll reads its outcome' },
      encoding: 'form',
      ignoreToken: true,
    },
  ),
  /** Project choice: exchanges a successful face order for tokens. */
  faceLogin: endpoint<FaceLoginRequest, TokenPair>('mdc', 'cuc/user/face/login', {
    changes: { none: 'starts a session (its tokens): the screens read the driver afresh after it' },
    encoding: 'form',
    ignoreToken: true,
  }),
  personalFaceIdentityResult: endpoint<{ orderNo: string }, FaceResult>(
    'mdc',
    'pbc/bestSign/personalFaceIdentityResult/get',
    { encoding: 'form' },
  ),
  getIndividualFaceResultByteDance: endpoint<{ orderId: string; isApp: 1 }, FaceResult>(
    'mdc',
    'pbc/factorsVerify/getIndividualFaceResultByteDance',
    { encoding: 'form' },
  ),
  updateIdentityAuthenticationResult: endpoint<{ success: boolean; orderId: string }, null>(
    'mdc',
    'pbc/factorsVerify/driverAppletFaceRecognitionUpdateIdentityAuthenticationResult',
    {
      changes: (): Reads => [
        account.getUserDetail,
        identity.getIdentityInfoByUserId,
        identity.getStatusByUserId,
      ],
    },
  ),
} as const;
