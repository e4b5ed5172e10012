import { useState, type ReactNode } from 'react';
import { listMessages } from './messages';
import { PullRefresh, type PullStatus } from './pull-refresh';

/**
 * Pull-to-refresh (pull-refresh.tsx), whose last word is 查询出错 rather than 刷新成功 when the reload
 * failed. `onRefresh` resolves true (loaded), false (failed) or undefined (cancelled); it never
 * rejects, because the pull head would turn a rejection into an unhandled error.
 */
export function Refreshable({
  enabled,
  onRefresh,
  children,
}: {
  enabled: boolean;
  onRefresh: () => Promise<boolean | undefined>;
  children: ReactNode;
}) {
  const [failed, setFailed] = useState(false);
  if (!enabled) return children;

  const refresh = async () => {
    const outcome = await onRefresh();
    setFailed(outcome === false);
  };
  const renderText = (status: PullStatus) =>
    ({
      pulling: listMessages.pulling,
      canRelease: listMessages.canRelease,
      refreshing: listMessages.refreshing,
      complete: failed ? listMessages.error : listMessages.refreshed,
    })[status];

  return (
    <PullRefresh onRefresh={refresh} renderText={renderText}>
      {children}
    </PullRefresh>
  );
}
