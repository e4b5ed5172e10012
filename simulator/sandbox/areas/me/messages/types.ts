/** Each user's notices, by appUserId. */
import type { NotifyInfo } from '@/lib/contract/me/messages';
import { areaKey } from '../../slice';

export interface NoticeTables {
  notices: Record<string, NotifyInfo[]>;
}

export const noticeArea = areaKey<NoticeTables>('me/messages');
