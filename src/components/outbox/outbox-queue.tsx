/**
 * A waybill's outbox: how many items wait to be sent, each item's state (待上传 / 上传中 / 重试中
 * with the next try / 已拒绝 with the reason / 已上传), 预览画质 on a photo kept only as the native
 * preview, 立即重试, and for a refused item 重拍 and 删除. Presentational: the items and the actions
 * come from the caller.
 */
import { Button } from 'antd-mobile';
import { useMemo } from 'react';
import type { OutboxItem } from '@/lib/outbox/types';
import { outboxMessages as m, rejectedCount, waitingCount } from './messages';
import styles from './outbox.module.css';
import { statusText } from './status';

export interface OutboxQueueProps {
  items: readonly OutboxItem[];
  /** Items not yet delivered (waiting, sending, retrying). */
  waiting: number;
  /** What an item is, e.g. 装货照片 / 发车确认. */
  labelOf: (item: OutboxItem) => string;
  onRetryNow?: () => void;
  /** Offered for refused items it returns true for (a photo: a new one in its place). */
  canRetake?: (item: OutboxItem) => boolean;
  onRetake?: (item: OutboxItem) => void;
  onDiscard?: (item: OutboxItem) => void;
  /** Also list delivered items (default true). */
  showSent?: boolean;
}

/**
 * One URL per kept photo for as long as the page lives: a few small previews, and an image never
 * loses its URL under it (a revoke in an effect's cleanup would, in StrictMode).
 */
const previews = new WeakMap<Blob, string>();
const previewOf = (blob: Blob) => {
  let url = previews.get(blob);
  if (!url) previews.set(blob, (url = URL.createObjectURL(blob)));
  return url;
};

function Thumb({ blob }: { blob: Blob | undefined }) {
  const url = useMemo(() => (blob ? previewOf(blob) : null), [blob]);
  if (!url) return <span className={styles.noThumb} aria-hidden />;
  return <img className={styles.thumb} src={url} alt="" />;
}

/** A photo the app could give only as its preview: the driver is told, it is never silent. */
const keptAsPreview = (item: OutboxItem) => item.files.some((file) => file.quality === 'preview');

/** 2 项待上传 · 1 项已拒绝, or nothing when the waybill has nothing left to send. */
export function OutboxBadge({ waiting, rejected }: { waiting: number; rejected: number }) {
  if (waiting === 0 && rejected === 0) return null;
  const parts = [
    waiting > 0 ? waitingCount(waiting) : null,
    rejected > 0 ? rejectedCount(rejected) : null,
  ];
  return (
    <span className={rejected > 0 ? styles.badgeRejected : styles.badge} role="status">
      {parts.filter(Boolean).join(' · ')}
    </span>
  );
}

export function OutboxQueue(props: OutboxQueueProps) {
  const { items, waiting, labelOf, onRetryNow, canRetake, onRetake, onDiscard } = props;
  const shown = props.showSent === false ? items.filter((i) => i.status !== 'sent') : items;
  if (shown.length === 0) return null;
  const rejected = items.filter((i) => i.status === 'rejected').length;
  const retrying = items.some((i) => i.status === 'failed-retrying' || i.status === 'waiting');
  return (
    <section className={styles.card} aria-label={m.title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{waiting > 0 ? waitingCount(waiting) : m.allSent}</h2>
        {rejected > 0 ? (
          <span className={styles.rejectedCount}>{rejectedCount(rejected)}</span>
        ) : null}
        {onRetryNow && retrying ? (
          <Button size="mini" color="primary" fill="outline" onClick={onRetryNow}>
            {m.retryNow}
          </Button>
        ) : null}
      </header>
      <ul className={styles.list}>
        {shown.map((item) => {
          const label = labelOf(item);
          const status = statusText(item);
          const preview = keptAsPreview(item);
          const name = [label, status, preview ? m.previewQuality : null].filter(Boolean).join(' ');
          return (
            <li key={item.id} className={styles.item} aria-label={name}>
              {item.kind === 'photo' ? <Thumb blob={item.files[0]?.blob} /> : null}
              <div className={styles.body}>
                <div className={styles.line}>
                  <span className={styles.label}>
                    {label}
                    {preview ? <span className={styles.quality}>{m.previewQuality}</span> : null}
                  </span>
                  <span className={styles[item.status]}>{status}</span>
                </div>
                {item.status === 'rejected' && item.rejectReason ? (
                  <p className={styles.reason} role="alert">
                    {item.rejectReason}
                  </p>
                ) : null}
                {item.status === 'rejected' ? (
                  <div className={styles.actions}>
                    {onRetake && (canRetake?.(item) ?? item.kind === 'photo') ? (
                      <Button size="mini" color="primary" onClick={() => onRetake(item)}>
                        {m.retake}
                      </Button>
                    ) : null}
                    {onDiscard ? (
                      <Button
                        size="mini"
                        color="danger"
                        fill="outline"
                        onClick={() => onDiscard(item)}
                      >
                        {m.discard}
                      </Button>
                    ) : null}
                  </div>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
