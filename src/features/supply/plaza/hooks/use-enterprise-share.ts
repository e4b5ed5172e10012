/**
 * Sharing an enterprise's page: the native share sheet inside the app; in a browser the link is
 * copied for the driver to paste. Cancelling the sheet says nothing.
 */
import { config } from '@/config';
import { showToast } from '@/components/feedback';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import type { Enterprise } from '@/lib/contract/supply/market';
import { paths } from '@/lib/routing/paths';
import { plazaMessages as m } from '../plaza-messages';

export function enterpriseLink(shareCode: string): string {
  return new URL(
    paths.supplyEnterprise.to({ param: shareCode }),
    config.shareBaseUrl || window.location.origin,
  ).href;
}

export async function shareEnterprise(enterprise: Enterprise): Promise<void> {
  const url = enterpriseLink(enterprise.shareCode);
  try {
    if ((await bridge.ready()) === 'native') {
      const { shared } = await bridge.call('share', {
        title: m.shareTitle(enterprise.name),
        text: m.shareText(enterprise.name),
        url,
        channel: 'system',
      });
      if (shared) showToast(m.shared, 2000, 'success');
      return;
    }
    await bridge.call('copyText', { text: url });
    showToast(m.linkCopied, 2000, 'success');
  } catch (error) {
    if (isBridgeError(error) && error.code === 'cancelled') return;
    showToast(isBridgeError(error) ? error.message : m.shareFailed, 2000, 'fail');
  }
}
