import { describe, expect, it } from 'vitest';
import { blacklist } from '@/lib/contract/me/blacklist';
import { invite } from '@/lib/contract/me/invite';
import { notice } from '@/lib/contract/me/messages';
import { call, quietSandbox } from '../../helpers';

const CERTIFIED = '13800000002';
const NEW_DRIVER = '13800000001';

function loggedIn(mobile: string) {
  const sb = quietSandbox();
  return { sb, at: sb.control.quickLogin(mobile).at };
}

describe('notice area', () => {
  it('seeds 5 HTML notices for the certified driver, 3 unread, newest first', async () => {
    const { sb, at } = loggedIn(CERTIFIED);
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(3);
    const page = (await call(sb, notice.getNotifyInfoByTitle, { pageIndex: 1, pageSize: 20 }, at))
      .body.data;
    expect(page.total).toBe(5);
    expect(page.records.filter((n) => n.readStatus === 0)).toHaveLength(3);
    expect(page.records.every((n) => n.content.startsWith('<p>'))).toBe(true);
    const times = page.records.map((n) => n.createTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('reading pages marks nothing; markRead marks one and the count drops', async () => {
    const { sb, at } = loggedIn(CERTIFIED);
    const first = await call(sb, notice.getNotifyInfoByTitle, { pageIndex: 1, pageSize: 20 }, at);
    await call(sb, notice.getNotifyInfoByTitle, { pageIndex: 1, pageSize: 20 }, at);
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(3);

    const unread = first.body.data.records.find((n) => n.readStatus === 0)!;
    const marked = await call(sb, notice.markRead, { id: unread.id }, at);
    expect(marked.body).toMatchObject({ success: true, data: null });
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(2);
    // Idempotent: opening it again changes nothing.
    await call(sb, notice.markRead, { id: unread.id }, at);
    expect((await call(sb, notice.findUnReadNum, {}, at)).body.data).toBe(2);

    const byTitle = await call(
      sb,
      notice.getNotifyInfoByTitle,
      { pageIndex: 1, pageSize: 20, title: unread.title },
      at,
    );
    expect(byTitle.body.data.records.find((n) => n.id === unread.id)!.readStatus).toBe(1);
  });

  it("refuses to mark an unknown or another driver's notice", async () => {
    const { sb, at } = loggedIn(CERTIFIED);
    const other = sb.control.quickLogin('13800000003').at;
    const theirs = (
      await call(sb, notice.getNotifyInfoByTitle, { pageIndex: 1, pageSize: 1 }, other)
    ).body.data.records[0]!;
    const answer = await call(sb, notice.markRead, { id: theirs.id }, at);
    expect(answer.body).toMatchObject({ success: false, msg: '消息不存在或已删除' });
    expect((await call(sb, notice.findUnReadNum, {}, other)).body.data).toBe(3);
    expect((await call(sb, notice.markRead, { id: '' }, at)).body.success).toBe(false);
  });
});

describe('blacklist area', () => {
  it('lists the certified driver’s two records, the grab-blocking one first', async () => {
    const { sb, at } = loggedIn(CERTIFIED);
    const page = (await call(sb, blacklist.listPage, { pageIndex: 1, pageSize: 20 }, at)).body.data;
    expect(page.total).toBe(2);
    expect(page.records.map((r) => r.restrictGrab)).toEqual([1, 0]);
    expect(page.records[0]).toMatchObject({
      enterpriseType: 1,
      enterpriseName: '安徽恒通煤业有限公司',
    });
  });

  it('is empty for everyone else', async () => {
    const { sb, at } = loggedIn(NEW_DRIVER);
    const page = (await call(sb, blacklist.listPage, { pageIndex: 1, pageSize: 20 }, at)).body.data;
    expect(page).toEqual({ records: [], total: 0 });
  });
});

describe('invite area', () => {
  it('issues one code per driver and keeps it', async () => {
    const { sb, at } = loggedIn(CERTIFIED);
    const first = (await call(sb, invite.getMyInviteCode, {}, at)).body.data;
    expect(first.inviteCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(first.invitedCount).toBe(0);
    expect((await call(sb, invite.getMyInviteCode, {}, at)).body.data).toEqual(first);

    const other = sb.control.quickLogin(NEW_DRIVER).at;
    const theirs = (await call(sb, invite.getMyInviteCode, {}, other)).body.data;
    expect(theirs.inviteCode).not.toBe(first.inviteCode);
  });

  it('needs a login', async () => {
    const sb = quietSandbox();
    const answer = await call(sb, invite.getMyInviteCode, {});
    expect(answer.body.success).toBe(false);
  });
});
