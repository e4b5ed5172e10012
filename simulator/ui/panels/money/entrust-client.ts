/** The entrust control endpoints (/__sandbox/entrust/*, simulator/sandbox/areas/money/entrust/control.ts). */
import { controlCall } from '../control-call';
import type { Entrustment } from '@/lib/contract/money/entrust';

const call = controlCall('entrust');

export const entrustClient = {
  /** Every submitted entrustment, newest first. */
  list: () => call<Entrustment[]>('GET', 'list'),
  confirm: (id: string) => call<Entrustment>('POST', 'confirm', { id }),
  refuse: (id: string, reason: string) => call<Entrustment>('POST', 'refuse', { id, reason }),
};
