import { Button, ErrorBlock, type ErrorBlockProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import { paths } from '@/lib/routing/paths';
import { appMessages } from '../messages';
import { useSafeNavigate } from '../routing/use-safe-navigate';
import styles from './status-screen.module.css';

export interface StatusPageProps {
  status: ErrorBlockProps['status'];
  title: string;
  description: string;
  /** Buttons below 返回首页. */
  children?: ReactNode;
}

/** A shell status screen (404, 401): what happened, and the way back home. */
export function StatusPage({ status, title, description, children }: StatusPageProps) {
  const navigate = useSafeNavigate();
  return (
    <div className={styles.page}>
      <ErrorBlock
        status={status}
        title={<h1 className={styles.title}>{title}</h1>}
        description={description}
        className={styles.block}
      />
      <div className={styles.actions}>
        <Button
          color="primary"
          size="large"
          block
          onClick={() => navigate(paths.home.to(), { replace: true })}
        >
          {appMessages.backHome}
        </Button>
        {children}
      </div>
    </div>
  );
}
