/**
 * A panel's view of one driver (资金, 加油): picked by mobile, read at once and every 3 s (or on
 * demand), and read again after each action the tester takes, whose failure is shown.
 */
import { useCallback, useState } from 'react';
import { usePolling } from '../core/use-polling';
import { ErrorText, RefreshRow, Row, useAction } from './ui';

export type Act = (action: () => Promise<unknown>) => void;

/** `read` must be stable (a client's module-level function). */
export function useDriverView<T>(read: (mobile: string) => Promise<T>, firstMobile: string) {
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [mobile, setMobile] = useState(firstMobile);
  const readMobile = useCallback(() => read(mobile), [read, mobile]);
  const view = usePolling(readMobile, autoRefresh ? 3000 : null);
  const { error, run } = useAction();
  const act: Act = (action) =>
    run(async () => {
      await action();
      await view.refresh();
    });
  const picker = (
    <>
      <Row>
        <label>
          司机手机号
          <input value={mobile} onChange={(e) => setMobile(e.target.value.trim())} />
        </label>
      </Row>
      <RefreshRow
        auto={autoRefresh}
        onAutoChange={setAutoRefresh}
        onRefresh={() => void view.refresh()}
      />
      <ErrorText error={error ?? view.error} />
    </>
  );
  return { mobile, data: view.data, act, picker };
}
