import {
  useCallback,
  useEffect,
  useImperativeHandle,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import {
  ListEmpty,
  ListError,
  ListFooter,
  ListLoading,
  lastVisibleIndex,
  listMessages,
  listStyles,
  Refreshable,
  useListVirtualizer,
  VirtualRows,
  type ListRowOptions,
} from '@/components/list';
import { usePagedLoader, type PageLoader } from './use-paged-loader';

/** §9. */
export const LIST_PAGE_SIZE = 20;
/** The next page is asked this many rows before the end comes into view. */
const PREFETCH_ROWS = 5;

export interface PagedListHandle {
  /** Reloads page 1 and replaces the rows (what pull-to-refresh does). */
  refresh(): Promise<void>;
}

export interface PagedListProps<T> extends ListRowOptions<T> {
  /** Fetches one page; reject to show 查询出错, reject with a cancellation to be ignored. */
  load: PageLoader<T>;
  renderItem: (item: T, index: number) => ReactNode;
  /** §9: 20. */
  pageSize?: number;
  /** CSS height of the scrolling area; the default fills a parent that has a height. */
  height?: number | string;
  /** Accessible name of the list (default 列表). */
  label?: string;
  /** Pull-to-refresh on (default) or off. */
  pullToRefresh?: boolean;
  className?: string;
  ref?: Ref<PagedListHandle>;
}

/**
 * A paged, infinitely scrolling, virtualized list with pull-to-refresh and the states of §4:
 * loading, 暂无数据, 没有更多数据了 and 查询出错 with retry.
 */
export function PagedList<T>({
  load,
  renderItem,
  itemHeight,
  itemKey,
  exactHeight,
  pageSize = LIST_PAGE_SIZE,
  height = '100%',
  label = listMessages.defaultLabel,
  pullToRefresh = true,
  className,
  ref,
}: PagedListProps<T>) {
  const { state, request, busy } = usePagedLoader(load, pageSize);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const { rows, finished, phase } = state;
  const virtualizer = useListVirtualizer(scrollElement, rows, { itemHeight, itemKey });
  const nearEnd = lastVisibleIndex(virtualizer) >= rows.length - 1 - PREFETCH_ROWS;

  // Infinite scroll: the first page on mount, then the next whenever the end comes near.
  useEffect(() => {
    if (finished || phase === 'error' || busy() || !nearEnd) return;
    void request('append');
  }, [finished, phase, nearEnd, rows.length, busy, request]);

  const refresh = useCallback(() => {
    // Page 1 is read from the top, as after a pull; staying down there would ask page 2 at once.
    virtualizer.scrollToOffset(0);
    return request('replace');
  }, [request, virtualizer]);
  useImperativeHandle(ref, () => ({ refresh: async () => void (await refresh()) }), [refresh]);

  const retry = () => void request(state.failed ?? 'append');

  let body: ReactNode;
  if (rows.length > 0) {
    body = (
      <>
        <VirtualRows
          virtualizer={virtualizer}
          rows={rows}
          renderItem={renderItem}
          exactHeight={exactHeight}
          setSize={finished ? rows.length : Math.max(state.total, rows.length)}
        />
        <ListFooter
          state={phase === 'error' ? 'error' : finished ? 'finished' : 'loading'}
          onRetry={retry}
        />
      </>
    );
  } else if (phase === 'error') body = <ListError onRetry={retry} />;
  else if (finished) body = <ListEmpty />;
  else body = <ListLoading />;

  return (
    <div
      ref={setScrollElement}
      className={className ? `${listStyles.scroller} ${className}` : listStyles.scroller}
      style={{ height }}
      // A scrolling area must be reachable by keyboard, and a named region says what it holds.
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- scrollable regions need focus (axe scrollable-region-focusable)
      tabIndex={0}
      aria-busy={phase === 'loading' || phase === 'refreshing'}
    >
      <Refreshable enabled={pullToRefresh} onRefresh={refresh}>
        {body}
      </Refreshable>
    </div>
  );
}
