/** The widget's states on this screen: loading → ready (mounted in `host`) or failed (retry). */
import { useEffect, useRef, useState } from 'react';
import { config } from '@/config';
import { loadWidget, type KefuUser } from '../lib/load-widget';
import { customerServiceMessages as m } from '../messages';

export type KefuState = 'loading' | 'ready' | 'failed';

export function useKefuWidget(user: KefuUser | null) {
  const host = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<KefuState>('loading');
  const [attempt, setAttempt] = useState(0);
  const userKey = user ? `${user.appUserId}|${user.name}|${user.mobile}` : '';

  useEffect(() => {
    if (!user) return;
    let widget: { destroy(): void } | null = null;
    let live = true;
    loadWidget(config.customerServiceUrl, { timeout: m.timeout, failed: m.failed }).then(
      (kefu) => {
        if (!live || !host.current) return;
        widget = kefu.mount(host.current, { user });
        setState('ready');
      },
      () => live && setState('failed'),
    );
    return () => {
      live = false;
      widget?.destroy();
    };
    // The user's fields are in userKey; a retry bumps attempt.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userKey, attempt]);

  const retry = () => {
    setState('loading');
    setAttempt((n) => n + 1);
  };
  return { host, state, retry };
}
