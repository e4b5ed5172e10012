/** Each user's notices, by appUserId. */
import type { NotifyInfo } from '@/lib/contract/notice';
import { areaKey } from '../slice';

export interface NoticeTables {
  notices: Record<string, NotifyInfo[]>;
}

export const noticeArea = areaKey<NoticeTables>('notice');
