import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SOURCE_CARD_HEIGHT, SourceCard } from '@/components/source-card';
import type { GoodsSource } from '@/lib/contract/supply/market';

const BULK: GoodsSource = {
  id: 'S-BULK-1',
  sourceNo: 'HY202611220001',
  kind: 'bulk',
  status: 'open',
  origin: {
    provinceCode: '130000',
    cityCode: '130100',
    districtCode: '130102',
    regionName: '河北省 石家庄市 长安区',
    address: '建设北大街 18 号煤场',
    longitude: 114.54,
    latitude: 38.05,
  },
  destination: {
    provinceCode: '120000',
    cityCode: '120100',
    districtCode: '120116',
    regionName: '天津市 天津市 滨海新区',
    address: '天津港北疆港区',
    longitude: 117.7,
    latitude: 39.02,
  },
  distanceKm: 312.5,
  goodsName: '动力煤',
  unit: 'ton',
  totalQuantity: 3000,
  remainingQuantity: 1250.5,
  vehicleLengths: ['13.0', '17.5'],
  vehicleTypes: ['重型半挂牵引车'],
  loadingStart: '2026-11-22 08:00:00',
  loadingEnd: '2026-11-24 18:00:00',
  unloadingTime: '2026-11-26 18:00:00',
  unitPrice: 8500,
  totalFreight: 10629250,
  shipperName: '冀中能源物流有限公司',
  enterpriseId: 'E-1',
  enterpriseOnly: false,
  assignedToMe: false,
  publishTime: '2026-11-21 16:30:00',
};

const WHOLE: GoodsSource = {
  ...BULK,
  id: 'S-WHOLE-1',
  sourceNo: 'HY202611220002',
  kind: 'whole',
  origin: { ...BULK.origin, regionName: '北京市 市辖区 朝阳区', address: '十八里店仓库' },
  destination: { ...BULK.destination, regionName: '山东省 济南市 历下区', address: '经十路物流园' },
  distanceKm: 428,
  goodsName: '家电（纸箱包装）',
  unit: 'cubic',
  totalQuantity: 60,
  remainingQuantity: 60,
  vehicleLengths: [],
  vehicleTypes: [],
  unitPrice: 9000,
  totalFreight: 540000,
};

const meta = {
  title: 'Components/SourceCard',
  component: SourceCard,
  tags: ['autodocs'],
  args: { source: BULK, to: '/supply/details?id=S-BULK-1' },
  parameters: {
    layout: 'fullscreen',
    componentRoute: '/supply',
    docs: {
      description: {
        component: `
One freight source as a link, for the plaza's and the home screen's lists: the route (city and
district, municipalities by their own name) with its distance, the goods, the quantity left of the
total in 吨 or 方, the vehicle needed (lengths and types, 不限 when the shipper accepts any), the
loading window, the unit price and what one truckload earns (MoneyText, fen: 按40吨 约 ¥…/车 for bulk,
a standard full load from lib/domain/grab-gates; the load's freight for whole; never the whole
remaining tonnage's freight, which no single driver is paid), the 大宗/整车 tag, 指派给我
for a source assigned to the driver and 距您 N km in the nearest list.

Every card is \`SOURCE_CARD_HEIGHT\` (${SOURCE_CARD_HEIGHT} px with its gap) tall whatever it holds, so
virtualized lists can rely on it; long texts are cut with an ellipsis.
`,
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ background: 'var(--app-bg-grey)', minHeight: 240 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SourceCard>;
export default meta;
type Story = StoryObj<typeof meta>;

async function card(canvasElement: HTMLElement) {
  const link = within(canvasElement).getByRole('link');
  await expect(link.parentElement!.getBoundingClientRect().height).toBe(SOURCE_CARD_HEIGHT);
  return link;
}

export const Bulk: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    const link = await card(canvasElement);
    await expect(link).toHaveAttribute('href', '/supply/details?id=S-BULK-1');
    const canvas = within(link);
    await expect(canvas.getByText('大宗')).toBeVisible();
    await expect(canvas.getByLabelText('从 石家庄市 长安区 到 天津市 滨海新区')).toBeVisible();
    await expect(link).toHaveTextContent('全程 312.5 km · 剩余 1,250.5/3,000吨');
    await expect(link).toHaveTextContent('车辆 13.0/17.5米 · 重型半挂牵引车');
    await expect(link).toHaveTextContent('装货 11-22 08:00 至 11-24 18:00');
    await expect(link).toHaveTextContent('¥85.00/吨');
    // One truckload of 40 吨, not the 1250.5 吨 left (¥106,292.50).
    await expect(link).toHaveTextContent('按40吨 约¥3,400.00/车');
    await expect(canvas.queryByText('指派给我')).toBeNull();
    await expect(canvas.queryByText(/距您/)).toBeNull();
  },
};

export const Whole: Story = {
  tags: ['state'],
  args: { source: WHOLE, to: '/supply/completevehicledetail?id=S-WHOLE-1' },
  play: async ({ canvasElement }) => {
    const link = await card(canvasElement);
    await expect(within(link).getByText('整车')).toBeVisible();
    // A municipality is named by itself, not by 市辖区.
    await expect(within(link).getByLabelText('从 北京市 朝阳区 到 济南市 历下区')).toBeVisible();
    await expect(link).toHaveTextContent('剩余 60/60方');
    await expect(link).toHaveTextContent('车辆 不限');
    await expect(link).toHaveTextContent('¥90.00/方');
    await expect(link).toHaveTextContent('整车 约¥5,400.00/车');
  },
};

export const AssignedToMe: Story = {
  tags: ['state'],
  args: { source: { ...BULK, assignedToMe: true, goodsName: '指派：焦炭（散装）' } },
  play: async ({ canvasElement }) => {
    const link = await card(canvasElement);
    await expect(within(link).getByText('指派给我')).toBeVisible();
    await expect(within(link).getByText('指派：焦炭（散装）')).toBeVisible();
  },
};

export const Nearest: Story = {
  tags: ['state'],
  args: { source: { ...WHOLE, distanceToMeKm: 3.4 } },
  play: async ({ canvasElement }) => {
    const link = await card(canvasElement);
    await expect(within(link).getByText('距您 3.4 km')).toBeVisible();
  },
};

/** Long names are cut, never wrapped: the card keeps its height. */
export const LongTextKeepsItsHeight: Story = {
  tags: ['state'],
  args: {
    source: {
      ...BULK,
      status: 'full',
      remainingQuantity: 0,
      origin: { ...BULK.origin, regionName: '新疆维吾尔自治区 巴音郭楞蒙古自治州 博湖县' },
      destination: { ...BULK.destination, regionName: '内蒙古自治区 锡林郭勒盟 东乌珠穆沁旗' },
      goodsName: '工业用高纯度多晶硅块料（吨袋包装，防潮防雨）',
      vehicleLengths: ['9.6', '13.0', '15.0', '16.0', '17.5'],
      vehicleTypes: ['重型仓栅式半挂车', '重型厢式半挂车', '重型平板半挂车'],
    },
  },
  play: async ({ canvasElement }) => {
    const link = await card(canvasElement);
    await expect(within(link).getByText('已抢完')).toBeVisible();
    await expect(link).toHaveTextContent('剩余 0/3,000吨');
  },
};
