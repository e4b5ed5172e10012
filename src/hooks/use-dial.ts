/**
 * Dialling a number (a station, the hotline): the phone's dialler through the bridge, or a tel: link
 * in a browser (the bridge's web fallback). A failure other than the driver's own cancel is said in
 * a toast.
 */
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';

export async function dial(phone: string): Promise<void> {
  try {
    await bridge.call('phoneCall', { phone });
  } catch (err) {
    if (isBridgeError(err) && err.code !== 'cancelled') showToast(err.message);
  }
}
