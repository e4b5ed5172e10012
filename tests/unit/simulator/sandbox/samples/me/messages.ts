/** Contract samples of the message area: marking a notice read, the blacklist, the invite code. */
import { blacklist } from '@/lib/contract/me/blacklist';
import { invite } from '@/lib/contract/me/invite';
import { notice } from '@/lib/contract/me/messages';
import { call } from '../../helpers';
import { NULL, sample, type AnySample } from '../../sample-kit';

export const samples: Record<string, AnySample> = {
  'notice.markRead': sample(
    notice.markRead,
    async ({ sb, at }) => {
      const page = await call(sb, notice.getNotifyInfoByTitle, { pageIndex: 1, pageSize: 1 }, at);
      return { id: page.body.data.records[0]!.id };
    },
    NULL,
  ),
  'blacklist.listPage': sample(
    blacklist.listPage,
    { pageIndex: 1, pageSize: 20 },
    {
      kind: 'page',
      fields: {
        id: true,
        enterpriseName: true,
        enterpriseType: true,
        reason: true,
        createTime: true,
        restrictGrab: true,
      },
    },
  ),
  'invite.getMyInviteCode': sample(
    invite.getMyInviteCode,
    {},
    { kind: 'object', fields: { inviteCode: true, invitedCount: true } },
  ),
};
