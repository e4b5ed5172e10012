/**
 * /contract/customH5 在线客服 (§2.1, §7.5): the vendor's chat widget, its script loaded only here
 * (once per page, 10 s time-out) and mounted under the nav bar with the driver's name, mobile and
 * appUserId. When it cannot connect: 重试, or the hotline through the bridge.
 */
import type { MouseEvent } from 'react';
import { showToast } from '@/components/feedback';
import { LoadFailed, Loading } from '@/components/load-state';
import { config } from '@/config';
import { useUserDetail } from '@/hooks/shared-reads';
import { bridge } from '@/lib/bridge/bridge';
import { isBridgeError } from '@/lib/bridge/bridge-error';
import { useKefuWidget } from '../hooks/use-kefu-widget';
import { customerServiceMessages as m } from '../messages';
import styles from './customer-service-screen.module.css';

/** The tel: link dials by itself in a browser; in the app the bridge dials. */
function callHotline(event: MouseEvent) {
  if (bridge.mode() !== 'native') return;
  event.preventDefault();
  bridge.call('phoneCall', { phone: config.customerServicePhone }).catch((err: unknown) => {
    if (isBridgeError(err) && err.code !== 'cancelled') showToast(err.message);
  });
}

export function CustomerServiceScreen() {
  const detail = useUserDetail('inline').data;
  const user = detail
    ? {
        name: detail.realName ?? detail.name ?? '',
        mobile: detail.phone,
        appUserId: detail.appUserId,
      }
    : null;
  const { host, state, retry } = useKefuWidget(user);

  return (
    <section className={styles.page} aria-label={m.chatLabel}>
      {state === 'loading' ? (
        <div>
          <p className={styles.connecting}>{m.connecting}</p>
          <Loading label={m.connecting} lines={4} />
        </div>
      ) : null}
      {state === 'failed' ? (
        <div>
          <LoadFailed title={m.failed} description={m.failedHint} onRetry={retry} />
          <a
            className={styles.hotline}
            href={`tel:${config.customerServicePhone}`}
            onClick={callHotline}
          >
            {m.callHotline} {config.customerServicePhone}
          </a>
        </div>
      ) : null}
      <div ref={host} className={state === 'ready' ? styles.host : styles.hidden} />
    </section>
  );
}

export default CustomerServiceScreen;
