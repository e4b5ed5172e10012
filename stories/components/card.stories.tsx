import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, CardText, FactList, ListRow, Page } from '@/components/card';
import { ButtonLink } from '@/components/form';
import { MoneyText } from '@/components/money-text';
import { formatQuantity } from '@/lib/domain/quantity';

const meta = {
  title: 'Components/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    componentRoute: '/',
    docs: {
      description: {
        component: `
The page frame every detail, form and list screen is built from — screens compose these and never
build class strings from the kit's CSS.

- \`Page\`: a screen's body, a padded column of cards 16 px apart (\`list\` for a page that is one
  paged list; \`as="div"\` inside another landmark).
- \`Card\`: \`title\` (an \`h2\`, balanced so no character sits alone on a line), \`extra\` beside it
  (a state, a link), the content, \`actions\` (a row of buttons).
- \`FactList\`: label/value pairs as one \`dl\`. \`number: true\` keeps a figure, code or card number
  whole on one line with even-width digits (and marks it \`data-number\` so the floating button and
  the layout check keep clear); an empty value shows \`—\`; \`false\`/\`null\` entries are left out, so
  a conditional fact is \`cond && { … }\`. \`layout="split"\` right-aligns values (amount breakdowns).
- \`CardText\`: free text kept as typed (line breaks stay).
- \`ListRow\`: a paged-list row — title, something on its right, muted lines cut with an ellipsis.
`,
      },
    },
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

const WAYBILL_NO = 'YD202611050001234567';

export const DetailPage: Story = {
  tags: ['state'],
  render: () => (
    <Page>
      <Card title="运单信息" extra="运输中">
        <FactList
          facts={[
            { label: '运单号', value: WAYBILL_NO, number: true },
            { label: '货物', value: '钢材' },
            { label: '装货数量', value: formatQuantity(40000, 'kg'), number: true },
            { label: '运费', value: <MoneyText value={1234500} currency />, number: true },
            { label: '备注', value: '' },
            false,
          ]}
        />
      </Card>
      <Card
        title="承运说明"
        actions={
          <ButtonLink variant="secondary" to="/contract">
            查看合同
          </ButtonLink>
        }
      >
        <CardText>{'请在装货前核对货物数量。\n卸货后上传回单。'}</CardText>
      </Card>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('region', { name: '运单信息' })).toBeVisible();
    await expect(canvas.getByText('运输中')).toBeVisible();
    // A left-out fact is not there; an empty one says so.
    await expect(canvasElement.querySelectorAll('dt')).toHaveLength(5);
    await expect(canvas.getByText('—')).toBeVisible();
    await expect(canvas.getByText('40,000kg')).toBeVisible();
    // A waybill number stays on one line.
    const number = canvas.getByText(WAYBILL_NO);
    await expect(number).toHaveAttribute('data-number');
    await expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
    await expect(number.getClientRects()).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: '查看合同' })).toBeVisible();
  },
};

export const SplitAmounts: Story = {
  tags: ['state'],
  render: () => (
    <Page>
      <Card title="结算明细">
        <FactList
          layout="split"
          facts={[
            { label: '运费', value: <MoneyText value={1234500} currency />, number: true },
            { label: '信息服务费', value: <MoneyText value={-12000} currency />, number: true },
            {
              label: '应收',
              value: <MoneyText value={1222500} currency size="large" />,
              number: true,
            },
          ]}
        />
      </Card>
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const values = canvasElement.querySelectorAll('dd');
    await expect(values).toHaveLength(3);
    for (const dd of values) await expect(getComputedStyle(dd).textAlign).toBe('right');
    await expect(values[2]).toHaveTextContent('¥12,225.00');
  },
};

export const ListRows: Story = {
  tags: ['state'],
  render: () => (
    <Page list>
      <ListRow
        to="/entrust/1"
        title="WT202611050001"
        extra="待确认"
        lines={[
          '运单号 YD202611050001234567',
          '江苏省南京市江宁区 → 浙江省杭州市萧山区经济技术开发区',
          null,
        ]}
      />
      <ListRow title="WT202611050002" extra="已完成" lines={['运单号 YD202611050001234568']} />
    </Page>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: /WT202611050001/ })).toHaveAttribute(
      'href',
      '/entrust/1',
    );
    // A row without `to` is not a link.
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    const long = canvas.getByText(/萧山区/);
    await expect(getComputedStyle(long).textOverflow).toBe('ellipsis');
  },
};
