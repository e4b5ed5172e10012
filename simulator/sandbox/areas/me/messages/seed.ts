/**
 * The seeded people's notices (the first three of each unread). The platform writes notices as HTML
 * (operators compose them in a rich-text editor), so each seeded notice gets the body an operator
 * would have written for its title; an unknown title keeps its text as one paragraph.
 */
import type { NotifyInfo } from '@/lib/contract/me/messages';
import type { SeedContext } from '../../slice';
import type { NoticeTables } from './types';

const BODIES: Readonly<Record<string, string>> = {
  系统公告:
    '<p>尊敬的司机师傅：</p><p>平台将于<strong>本周六 00:00-02:00</strong>进行系统维护，期间以下功能暂停使用：</p><ul><li>货源抢单</li><li>运费提现</li></ul><p>给您带来的不便敬请谅解。</p>',
  运单通知:
    '<p>您有一条新的运单已指派，请尽快确认接单。</p><p>超过 <strong>30 分钟</strong>未确认的运单将自动退回货主。</p>',
  认证通知: '<p>您的驾驶证信息已<strong>审核通过</strong>，现在可以承接平台货源。</p>',
  结算通知:
    '<p>您的运费已结算至账户余额，请注意查收。</p><p>可在「我的 - 钱包」中查看明细并申请提现。</p>',
  活动通知:
    '<p>新司机首单完成即可领取<strong>加油券</strong>。</p><ol><li>完成实名认证</li><li>完成首个运单并上传回单</li><li>在消息中心领取</li></ol>',
};

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!,
  );
}

function htmlNotice(n: NotifyInfo): NotifyInfo {
  return { ...n, content: BODIES[n.title] ?? `<p>${escapeHtml(n.content)}</p>` };
}

export function seedNotices({ people }: SeedContext): NoticeTables {
  const notices: NoticeTables['notices'] = {};
  for (const p of people)
    if (p.notices.length > 0) notices[p.appUserId] = p.notices.map(htmlNotice);
  return { notices };
}
