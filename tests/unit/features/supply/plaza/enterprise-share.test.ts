import { beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/config';
import { BridgeError } from '@/lib/bridge/bridge-error';
import type { Enterprise } from '@/lib/contract/supply/market';

const bridge = vi.hoisted(() => ({ ready: vi.fn(), call: vi.fn() }));
const showToast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/bridge/bridge', () => ({ bridge }));
vi.mock('@/components/feedback', () => ({ showToast }));

const { enterpriseLink, shareEnterprise } =
  await import('@/features/supply/plaza/hooks/use-enterprise-share');

// The unit run sets VITE_SHARE_BASE_URL (vitest.config.ts): links point at the H5's public address.
const LINK = new URL('/supply/enterprise/JZNY2026', config.shareBaseUrl).href;

const ENTERPRISE: Enterprise = {
  id: 'E01',
  name: '河北冀中能源物流有限公司',
  creditCode: '91130100MA0000000X',
  cityName: '石家庄市',
  openSources: 46,
  shareCode: 'JZNY2026',
  logoText: '冀中',
};

describe('sharing an enterprise page', () => {
  beforeEach(() => {
    bridge.ready.mockReset();
    bridge.call.mockReset();
    showToast.mockReset();
  });

  it('links to its public page', () => {
    expect(enterpriseLink('JZNY2026')).toBe(LINK);
  });

  it('opens the native share sheet inside the app', async () => {
    bridge.ready.mockResolvedValue('native');
    bridge.call.mockResolvedValue({ shared: true });
    await shareEnterprise(ENTERPRISE);
    expect(bridge.call).toHaveBeenCalledWith('share', {
      title: '河北冀中能源物流有限公司的货源',
      text: '河北冀中能源物流有限公司正在发布货源，快来看看吧',
      url: LINK,
      channel: 'system',
    });
    expect(showToast).toHaveBeenCalledWith('分享成功', 2000, 'success');
  });

  it('copies the link in a browser', async () => {
    bridge.ready.mockResolvedValue('web');
    bridge.call.mockResolvedValue(null);
    await shareEnterprise(ENTERPRISE);
    expect(bridge.call).toHaveBeenCalledWith('copyText', {
      text: LINK,
    });
    expect(showToast).toHaveBeenCalledWith('链接已复制，可粘贴发给好友', 2000, 'success');
  });

  it('says nothing when the driver closes the sheet, and why when it fails', async () => {
    bridge.ready.mockResolvedValue('native');
    bridge.call.mockRejectedValueOnce(new BridgeError('cancelled', 'share'));
    await shareEnterprise(ENTERPRISE);
    expect(showToast).not.toHaveBeenCalled();
    bridge.call.mockRejectedValueOnce(new BridgeError('failed', 'share', { message: '分享失败' }));
    await shareEnterprise(ENTERPRISE);
    expect(showToast).toHaveBeenCalledWith('分享失败', 2000, 'fail');
  });
});
