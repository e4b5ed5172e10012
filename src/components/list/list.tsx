import { useImperativeHandle, useState, type ReactNode, type Ref } from 'react';
import styles from './list.module.css';
import { ListEmpty, ListError, ListFooter, ListLoading } from './list-status';
import { listMessages } from './messages';
import { Refreshable } from './refreshable';
import { useListLoader, type ListLoader } from './use-list-loader';
import { useListVirtualizer, VirtualRows, type ListRowOptions } from './virtual-rows';

export interface ListHandle {
  /** Loads the rows again and replaces them (what pull-to-refresh does). */
  refresh(): Promise<void>;
}

export interface ListProps<T> extends ListRowOptions<T> {
  /** Fetches all rows; reject to show 查询出错, reject with a cancellation to be ignored. */
  load: ListLoader<T>;
  renderItem: (item: T, index: number) => ReactNode;
  /** CSS height of the scrolling area; the default fills a parent that has a height. */
  height?: number | string;
  /** Accessible name of the list (default 列表). */
  label?: string;
  /** Pull-to-refresh on (default) or off. */
  pullToRefresh?: boolean;
  className?: string;
  ref?: Ref<ListHandle>;
}

/** A non-paged, virtualized list with the states of §4: loading, 暂无数据, 查询出错 with retry. */
export function List<T>({
  load,
  renderItem,
  itemHeight,
  itemKey,
  exactHeight,
  height = '100%',
  label = listMessages.defaultLabel,
  pullToRefresh = true,
  className,
  ref,
}: ListProps<T>) {
  const { state, request } = useListLoader(load);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const { rows, loaded, phase } = state;
  const virtualizer = useListVirtualizer(scrollElement, rows, { itemHeight, itemKey });

  useImperativeHandle(
    ref,
    () => ({
      async refresh() {
        virtualizer.scrollToOffset(0);
        await request();
      },
    }),
    [request, virtualizer],
  );

  const retry = () => void request();
  let body: ReactNode;
  if (rows.length > 0)
    body = (
      <>
        <VirtualRows
          virtualizer={virtualizer}
          rows={rows}
          renderItem={renderItem}
          exactHeight={exactHeight}
          setSize={rows.length}
        />
        {/* A failed reload keeps the rows it could not replace. */}
        {phase === 'error' ? <ListFooter state="error" onRetry={retry} /> : null}
      </>
    );
  else if (phase === 'error') body = <ListError onRetry={retry} />;
  else if (loaded) body = <ListEmpty />;
  else body = <ListLoading />;

  return (
    <div
      ref={setScrollElement}
      className={className ? `${styles.scroller} ${className}` : styles.scroller}
      style={{ height }}
      // A scrolling area must be reachable by keyboard, and a named region says what it holds.
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable regions need focus (axe scrollable-region-focusable)
      tabIndex={0}
      aria-busy={phase === 'loading'}
    >
      <Refreshable enabled={pullToRefresh} onRefresh={request}>
        {body}
      </Refreshable>
    </div>
  );
}
