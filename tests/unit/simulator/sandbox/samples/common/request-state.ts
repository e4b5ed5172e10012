/** Contract sample of the request state (what became of an idempotency key). */
import { requestState } from '@/lib/contract/common/request-state';
import { sample, type AnySample } from '../../sample-kit';

export const samples: Record<string, AnySample> = {
  'requestState.get': sample(
    requestState.get,
    { idempotencyKey: 'never-sent', path: '/api/fcc/refundApplicationDMC/add' },
    { kind: 'object', fields: { state: true } },
  ),
};
