/**
 * The platform's refusal of a departure or an arrival, told before anything is paid or sent: a
 * dialog named for the rule (the fence, the loading window, else the step) with the platform's
 * words. What the driver typed and photographed stays on the form.
 */
import { showAlert } from '@/components/feedback';
import type { StepRefusal } from '@/lib/contract/waybill/trip';
import { tripMessages as t } from '../messages';

export function refusalTitle(refusal: StepRefusal, point: 'loading' | 'unloading'): string {
  if (refusal.rule === 'fence') return t.fenceTitle;
  if (refusal.rule === 'window') return t.windowTitle;
  return point === 'loading' ? t.departRefusedTitle : t.unloadRefusedTitle;
}

export async function showRefusal(
  refusal: StepRefusal,
  point: 'loading' | 'unloading',
): Promise<void> {
  const title = refusalTitle(refusal, point);
  await showAlert({
    title,
    // antd-mobile forwards it to the dialog element: the dialog's accessible name.
    ...{ 'aria-label': title },
    content: refusal.message,
    confirmText: t.gotIt,
  });
}
