import { describe, expect, it } from 'vitest';
import { agreement, type AgreementType } from '@/lib/contract/me/agreement';
import { call, quietSandbox } from '../../helpers';

const TITLES: Record<AgreementType, string> = {
  user: '用户服务协议',
  privacy: '隐私政策',
  certification: '认证授权协议',
  authorization: '用户授权协议',
};

describe('sandbox: the agreements the privacy pages show', () => {
  it('answers every agreement type with its title, date and HTML, without a token', async () => {
    const sb = quietSandbox();
    for (const [type, title] of Object.entries(TITLES) as [AgreementType, string][]) {
      const answer = await call(sb, agreement.getAgreementInfoByType, { type });
      expect(answer.body.success).toBe(true);
      expect(answer.body.data).toMatchObject({ type, title });
      expect(answer.body.data?.updateTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      expect(answer.body.data?.content).toContain(`<h3>${title}</h3>`);
    }
  });

  it('gives the user authorization agreement the sections a driver consents to', async () => {
    const answer = await call(quietSandbox(), agreement.getAgreementInfoByType, {
      type: 'authorization',
    });
    const html = answer.body.data?.content ?? '';
    for (const heading of ['授权处理的信息', '授权用途', '向第三方提供', '授权期限与撤回']) {
      expect(html).toContain(heading);
    }
  });

  it('refuses an unknown type with 协议不存在', async () => {
    const answer = await call(quietSandbox(), agreement.getAgreementInfoByType, {
      type: 'marketing' as AgreementType,
    });
    expect(answer.body.success).toBe(false);
    expect(answer.body.msg ?? answer.body.errmsg).toBe('协议不存在');
  });
});
