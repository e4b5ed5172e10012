import Button from 'antd-mobile/es/components/button';
import ErrorBlock, { type ErrorBlockProps } from 'antd-mobile/es/components/error-block';
import { ButtonLink } from '@/components/form';
import { paths } from '@/lib/routing/paths';
import styles from './load-state.module.css';
import { loadStateMessages as m } from './messages';
import { readProblemKind, type ReadProblemKind } from './read-problem-kind';

export interface ReadProblemWords {
  title?: string;
  description?: string;
}

export interface ReadProblemProps {
  /** The failed read's error (an ApiError tells which problem it is). */
  error: unknown;
  /** What the screen reads, as a noun: 运单, 合同, 消息 … (不是您的运单, 运单不存在). */
  subject: string;
  /** The way on for every problem but the network's: e.g. 返回运单列表 to the waybill list. */
  back: { label: string; to: string };
  /** Only a network failure offers 重试. */
  onRetry?: () => void;
  retrying?: boolean;
  /** Decides the problem instead of the error (a screen that knows, e.g. a role rule). */
  kind?: ReadProblemKind;
  /** The screen's words for a problem, in place of the kit's. */
  words?: Partial<Record<ReadProblemKind, ReadProblemWords>>;
}

const PICTURE: Record<ReadProblemKind, ErrorBlockProps['status']> = {
  notFound: 'empty',
  notYours: 'default',
  forbidden: 'default',
  network: 'disconnected',
  failed: 'busy',
};

function kitWords(
  kind: ReadProblemKind,
  subject: string,
  error: unknown,
): Required<ReadProblemWords> {
  const serverSaid = error instanceof Error ? error.message : '';
  switch (kind) {
    case 'notFound':
      return { title: m.notFound(subject), description: m.notFoundHint };
    case 'notYours':
      return { title: m.notYours(subject), description: m.notYoursHint(subject) };
    case 'forbidden':
      return { title: m.forbidden, description: m.forbiddenHint };
    case 'network':
      return { title: m.network, description: m.networkHint };
    case 'failed':
      return { title: m.failed(subject), description: serverSaid };
  }
}

/**
 * A detail screen's failed read, said for what it is (§8): not found, not yours, not allowed or
 * the network — each with its own picture, words and way on. The network alone gets 重试 (the same
 * request can work a minute later); the others lead back to the list, and 联系客服 where somebody
 * can help. The client does not report the error as well (the screen reads with reporting off).
 */
export function ReadProblem({
  error,
  subject,
  back,
  onRetry,
  retrying = false,
  kind = readProblemKind(error),
  words,
}: ReadProblemProps) {
  const said = { ...kitWords(kind, subject, error), ...words?.[kind] };
  const retry = kind === 'network' && onRetry !== undefined;
  const service = kind === 'notYours' || kind === 'forbidden' || kind === 'failed';
  return (
    <div className={styles.state} role="alert" data-problem={kind}>
      <ErrorBlock status={PICTURE[kind]} title={said.title} description={said.description} />
      <div className={styles.actions}>
        {retry ? (
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
        ) : null}
        <ButtonLink
          variant={retry ? 'secondary' : 'primary'}
          className={styles.action}
          to={back.to}
          replace
        >
          {back.label}
        </ButtonLink>
        {service ? (
          <ButtonLink variant="secondary" className={styles.action} to={paths.customerService.to()}>
            {m.contactService}
          </ButtonLink>
        ) : null}
      </div>
    </div>
  );
}

/** The shape ReadProblem needs from a failed query (TanStack Query's result fits it). */
export function readProblemProps(read: {
  error: Error | null;
  isFetching: boolean;
  refetch: () => unknown;
}): Pick<ReadProblemProps, 'error' | 'retrying' | 'onRetry'> {
  return { error: read.error, retrying: read.isFetching, onRetry: () => void read.refetch() };
}
