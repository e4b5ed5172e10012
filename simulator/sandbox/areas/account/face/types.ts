/** Face-verification orders (login by face, and certifying the real name). */
import { areaKey } from '../../slice';

export interface FaceOrder {
  orderNo: string;
  mobile: string;
  returnUrl: string;
  result: 'success' | 'failure';
  createdAtMs: number;
  /** The provider page was opened (only through the Node server or a direct fetch). */
  visited: boolean;
  /** Already exchanged for tokens or applied to the identity. */
  consumed: boolean;
}

export interface FaceTables {
  orders: FaceOrder[];
  /** Orders started so far (numbers the orders). */
  started: number;
}

export const faceArea = areaKey<FaceTables>('account/face');
