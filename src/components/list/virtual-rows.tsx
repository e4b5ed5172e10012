import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { Key, ReactNode } from 'react';
import styles from './list.module.css';

/** Rows drawn beyond the visible ones, so a fast flick does not show blank space. */
const OVERSCAN = 6;

export interface ListRowOptions<T> {
  /** Estimated row height in px; real heights are measured once drawn. */
  itemHeight: number;
  /**
   * Every row is exactly `itemHeight` tall (a fixed-height card): rows are then not measured, which
   * spares a layout read and a resize observer per row drawn — what made long tasks while flicking
   * through thousands of rows.
   */
  exactHeight?: boolean;
  /** A stable key per row; the index otherwise. */
  itemKey?: (item: T, index: number) => Key;
}

/**
 * Only the rows in view (plus a few) are in the DOM, so thousands of loaded rows scroll as smoothly
 * as twenty on a low-end phone.
 */
export function useListVirtualizer<T>(
  scrollElement: HTMLElement | null,
  rows: readonly T[],
  { itemHeight, itemKey }: ListRowOptions<T>,
): Virtualizer<HTMLElement, HTMLElement> {
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer re-renders this component itself on scroll
  return useVirtualizer<HTMLElement, HTMLElement>({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => itemHeight,
    overscan: OVERSCAN,
    getItemKey: itemKey ? (index) => itemKey(rows[index]!, index) : undefined,
  });
}

/** Index of the last row in view (overscan rows not counted), -1 when none. */
export function lastVisibleIndex(virtualizer: Virtualizer<HTMLElement, HTMLElement>): number {
  return virtualizer.calculateRange()?.endIndex ?? -1;
}

export interface VirtualRowsProps<T> {
  virtualizer: Virtualizer<HTMLElement, HTMLElement>;
  rows: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** How many rows the whole list has, for screen readers (only some are in the DOM). */
  setSize: number;
  exactHeight?: boolean;
}

export function VirtualRows<T>({
  virtualizer,
  rows,
  renderItem,
  setSize,
  exactHeight = false,
}: VirtualRowsProps<T>) {
  return (
    <div role="list" className={styles.rows} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((item) => (
        <div
          key={item.key}
          role="listitem"
          aria-posinset={item.index + 1}
          aria-setsize={setSize}
          data-index={item.index}
          ref={exactHeight ? undefined : virtualizer.measureElement}
          className={styles.row}
          style={{ transform: `translateY(${item.start}px)` }}
        >
          {renderItem(rows[item.index]!, item.index)}
        </div>
      ))}
    </div>
  );
}
