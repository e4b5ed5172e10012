import type { Meta, StoryObj } from '@storybook/react-vite';
import { http as mock, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ContractLinkScreen } from '@/features/supply/e-contract/screens/contract-link-screen';
import { eContract, type ContractDocument } from '@/lib/contract/supply/e-contract';
import { UNSAFE_SNIPPET } from '@sim/sandbox/areas/supply/market/html';
import { currentUrl, expectPath } from '../../../support/router';
import { sentRequests } from '../../../support/sandbox';
import { clearOverlays } from '../../../support/overlays';
import { bodyOf, loaded, UNSIGNED_KJ } from './contract-story-helpers';

const LINK = `/c/${UNSIGNED_KJ.linkCode}`;

const meta = {
  title: 'Screens/Supply/EContract/ContractLink',
  component: ContractLinkScreen,
  parameters: { route: LINK, session: 'guest' },
  beforeEach: clearOverlays,
} satisfies Meta<typeof ContractLinkScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

async function info(canvasElement: HTMLElement) {
  await loaded(canvasElement);
  return bodyOf(canvasElement).findByRole('region', { name: '合同信息' }, { timeout: 8000 });
}

/** Opened from the SMS link logged out: the whole contract, and 签署 once its countdown ends. */
export const GuestUnsigned: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const card = await info(canvasElement);
    const screen = bodyOf(canvasElement);
    await expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('货物运输合同');
    await expect(card).toHaveTextContent(UNSIGNED_KJ.contractNo);
    await expect(card).toHaveTextContent(UNSIGNED_KJ.partyName);
    await expect(card).toHaveTextContent('待签署');
    await expect(card).toHaveTextContent('138****0002');
    await expect(screen.getByRole('region', { name: '合同正文' })).toHaveTextContent('运费');
    await expect(screen.getByRole('button', { name: '签署（5秒）' })).toBeDisabled();
    const [request] = await sentRequests(eContract.getContractContent.path);
    await expect(request?.body).toEqual({ linkCode: UNSIGNED_KJ.linkCode });
    await expect(request?.headers?.authorization).toBeUndefined();
  },
};

export const GuestGoesToSign: Story = {
  play: async ({ canvasElement }) => {
    await info(canvasElement);
    const sign = await bodyOf(canvasElement).findByRole(
      'button',
      { name: '签署' },
      { timeout: 8000 },
    );
    await userEvent.click(sign);
    await expectPath('/contract/signatures');
    await expect(currentUrl()).toBe(`/contract/signatures?param=${UNSIGNED_KJ.linkCode}`);
    // Still logged out: the signature screen is public too.
    await expect(await bodyOf(canvasElement).findByLabelText('签署人手机号')).toBeVisible();
  },
};

export const InvalidLink: Story = {
  tags: ['state'],
  parameters: { route: '/c/NOSUCHCODE' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const alert = await bodyOf(canvasElement).findByRole('alert', {}, { timeout: 8000 });
    await expect(alert).toHaveTextContent('合同加载失败');
    await expect(alert).toHaveTextContent('合同链接无效或已失效');
    await waitFor(async () =>
      expect(await sentRequests(eContract.getContractContent.path)).toHaveLength(1),
    );
  },
};

declare global {
  interface Window {
    __xss?: boolean;
  }
}

/** A contract whose server HTML carries a script, an onerror handler and a javascript: link. */
const UNSAFE: ContractDocument = {
  id: UNSIGNED_KJ.id,
  contractNo: UNSIGNED_KJ.contractNo,
  kind: 'service',
  title: '网络货运平台运输服务合同',
  status: 'unsigned',
  waybillNo: null,
  partyName: '网络货运平台',
  createTime: '2026-11-22 08:00:00',
  signedTime: null,
  linkCode: UNSIGNED_KJ.linkCode,
  html: `<h2>网络货运平台运输服务合同</h2><p>甲方：网络货运平台。</p>${UNSAFE_SNIPPET}`,
  needSms: true,
  signerPhoneMasked: '138****0002',
  signatureImage: null,
};

export const ServerHtmlStaysInert: Story = {
  beforeEach({ msw }) {
    delete window.__xss;
    msw.use(
      mock.all(eContract.getContractContent.path, () =>
        HttpResponse.json({ success: true, state: 200, msg: '操作成功', data: UNSAFE }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await info(canvasElement);
    const text = bodyOf(canvasElement).getByRole('region', { name: '合同正文' });
    await expect(await within(text).findByText('安全测试链接')).toBeVisible();
    await expect(text.querySelector('script')).toBeNull();
    await expect(text.querySelector('[onerror]')).toBeNull();
    await expect(text.querySelector('a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(window.__xss).toBeUndefined();
  },
};
