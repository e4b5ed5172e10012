/** Notifications (mdc pbc/notifyInfo, §7.1). */
import { endpoint, type Empty } from './endpoint';
import type { PageQuery, ServerPage } from './envelope';

/** 0 unread, 1 read. */
export type ReadStatus = 0 | 1;

export interface NotifyInfo {
  id: string;
  title: string;
  /** Plain text. */
  content: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  readStatus: ReadStatus;
}

export interface NotifyQuery extends PageQuery {
  /** Substring of the title; all notices when absent. */
  title?: string;
}

export const notice = {
  /** Number of unread notices of the current driver. */
  findUnReadNum: endpoint<Empty, number>('mdc', 'pbc/notifyInfo/findUnReadNum'),
  /** Newest first; the notices returned are marked read. */
  getNotifyInfoByTitle: endpoint<NotifyQuery, ServerPage<NotifyInfo>>(
    'mdc',
    'pbc/notifyInfo/getNotifyInfoByTitle',
  ),
} as const;
