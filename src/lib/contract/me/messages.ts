/** Notifications (mdc pbc/notifyInfo, §7.1). */
import { endpoint, type Empty, type Reads } from '../endpoint';
import type { PageQuery, ServerPage } from '../envelope';

/** 0 unread, 1 read. */
export type ReadStatus = 0 | 1;

export interface NotifyInfo {
  id: string;
  title: string;
  /** Server HTML (paragraphs, emphasis, lists); the app sanitizes it before showing it. */
  content: string;
  /** `YYYY-MM-DD HH:mm:ss`. */
  createTime: string;
  readStatus: ReadStatus;
}

export interface NotifyQuery extends PageQuery {
  /** Substring of the title; all notices when absent. */
  title?: string;
}

export interface MarkReadRequest {
  /** The notice the driver opened. */
  id: string;
}

export const notice = {
  /** Number of unread notices of the current driver. */
  findUnReadNum: endpoint<Empty, number>('mdc', 'pbc/notifyInfo/findUnReadNum'),
  /** Newest first. Reading a page changes nothing: a notice is read once it is opened (markRead). */
  getNotifyInfoByTitle: endpoint<NotifyQuery, ServerPage<NotifyInfo>>(
    'mdc',
    'pbc/notifyInfo/getNotifyInfoByTitle',
  ),
  /**
   * Marks one of the driver's notices read (the spec names no call: project choice, form post as
   * the platform's other single-id writes). Idempotent; an unknown or foreign id is refused.
   */
  markRead: endpoint<MarkReadRequest, null>('mdc', 'pbc/notifyInfo/updateReadStatus', {
    changes: (): Reads => [notice.findUnReadNum, notice.getNotifyInfoByTitle],
    encoding: 'form',
  }),
} as const;
