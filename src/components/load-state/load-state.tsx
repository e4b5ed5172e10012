// Deep imports: the package index is side-effectful, and importing it brought antd-mobile's
// animation library (react-spring) into every screen that shows a loading state.
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import styles from './load-state.module.css';
import { loadStateMessages as m } from './messages';

export interface LoadFailedProps {
  /** What could not be read, in the screen's words (e.g. 协议加载失败). */
  title: string;
  /** Why: the server's message or the request error's. */
  description?: string;
  /** The retry is on its way: the button spins and cannot be tapped twice. */
  retrying?: boolean;
  onRetry: () => void;
}

/**
 * A read that failed, in place of the page: what failed, why, and a 重试 button. The client does
 * not report the error as well (the screen reads with reporting off), so it is said once.
 */
export function LoadFailed({ title, description, retrying = false, onRetry }: LoadFailedProps) {
  return (
    <div className={styles.state} role="alert">
      <ErrorBlock status="disconnected" title={title} description={description ?? ''} />
      <Button
        color="primary"
        size="large"
        className={styles.action}
        loading={retrying}
        loadingText={m.retrying}
        onClick={onRetry}
      >
        {m.retry}
      </Button>
    </div>
  );
}

export interface LoadEmptyProps {
  /** What is not there (e.g. 未找到该消息). */
  title: string;
  description?: string;
  /** Where the driver can go instead: a link or a button. */
  children?: ReactNode;
}

/** The read worked but found nothing to show: said plainly, with the way on. */
export function LoadEmpty({ title, description, children }: LoadEmptyProps) {
  return (
    <div className={styles.state} role="status">
      <ErrorBlock status="empty" title={title} description={description ?? ''} />
      {children}
    </div>
  );
}

export interface LoadingProps {
  /** Read out while it shows; 加载中 unless the screen says better. */
  label?: string;
  /** Skeleton lines in the size of what is coming. */
  lines?: number;
  /** A title bar above the lines (a document or a card with a heading). */
  withTitle?: boolean;
  /** The screen's own frame for it (its page padding or card), in place of the kit's. */
  className?: string;
}

/** Content on its way: a skeleton the size of what comes, announced as loading. */
export function Loading({
  label = m.loading,
  lines = 6,
  withTitle = false,
  className,
}: LoadingProps) {
  return (
    // The skeleton breathes by opacity, which the compositor animates: antd-mobile's own shimmer
    // moves a background and repaints on the main thread every frame while the screen loads.
    <div
      className={`${className ?? styles.loading} ${styles.pulse}`}
      role="status"
      aria-label={label}
    >
      {withTitle ? <Skeleton.Title /> : null}
      <Skeleton.Paragraph lineCount={lines} />
    </div>
  );
}

/** The one query shape the states read (TanStack Query's result fits it). */
export interface FailedRead {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}

/** LoadFailed's props from a failed query: its message, its refetch and whether it is running. */
export function failedReadProps(read: FailedRead): Omit<LoadFailedProps, 'title'> {
  return {
    description: read.error?.message,
    retrying: read.isFetching,
    onRetry: () => void read.refetch(),
  };
}
