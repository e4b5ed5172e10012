/** Copying the code and sharing the invitation, through the native app or the browser (§7.5, §8). */
import { bridge } from '@/lib/bridge/bridge';
import { bridgeTask } from '../bridge-task';
import { inviteLink } from '../invite-link';
import { serviceMessages as m } from '../messages';

export function useInviteActions(code: string) {
  const copy = () =>
    bridgeTask(() => bridge.call('copyText', { text: code }), {
      done: m.copied,
      // §8: whatever made copying fail, the driver is told the device cannot copy.
      failed: m.copyUnsupported,
      fallback: m.copyUnsupported,
    });
  const share = () =>
    bridgeTask(
      async () => {
        const { shared } = await bridge.call('share', {
          title: m.sharedTitle,
          text: m.shareText(code),
          url: inviteLink(code),
          channel: 'system',
        });
        return shared;
      },
      { done: m.shared, fallback: m.shareFailed },
    );
  return { copy, share };
}
