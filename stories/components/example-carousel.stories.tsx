import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CAROUSEL_AUTOPLAY_MS, ExampleCarousel } from '@/components/example-carousel';
import { sampleImageUrl } from '@sim/bridge/samples';
import { holdStill } from '../support/hold-still';

const EXAMPLES = [
  { src: sampleImageUrl('licence'), caption: '驾驶证正页：四角完整，文字清晰' },
  { src: sampleImageUrl('idCard'), caption: '身份证人像面：无反光，无遮挡' },
  { src: sampleImageUrl('truck'), caption: '车辆照片：车头与车牌同框' },
];

const meta = {
  title: 'Components/ExampleCarousel',
  component: ExampleCarousel,
  tags: ['autodocs'],
  args: { images: EXAMPLES, onIndexChange: fn() },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component: `
Example photos above an upload field, showing the driver what a good picture looks like (§2.7).
antd-mobile's Swiper underneath: **autoplay every 3 s** (§9), looping, with page dots; the driver
can also swipe.

- \`images\`: \`{ src, caption, alt? }\` — the caption sits under the photo (readable over any
  picture) and is its alt text unless \`alt\` is given. Images come from the screen (bundled assets or
  CDN URLs); the carousel fetches nothing.
- One image: no dots, no autoplay. No images: renders nothing.
- \`autoplayInterval\` (default 3000 ms; 0 stops), \`height\` of the photos (default 180 px),
  \`label\` names the region for screen readers (default 示例图片).
`,
      },
    },
  },
} satisfies Meta<typeof ExampleCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

function activeDot(canvasElement: HTMLElement): number {
  const dots = Array.from(canvasElement.querySelectorAll('.adm-page-indicator-dot'));
  return dots.findIndex((dot) => dot.classList.contains('adm-page-indicator-dot-active'));
}

export const Default: Story = {
  tags: ['state'],
  play: async ({ canvasElement }) => {
    holdStill(); // the first slide, however long the checks take (autoplay turns it after 3 s)
    const region = within(canvasElement).getByRole('region', { name: '示例图片' });
    await expect(
      within(region).getByRole('img', { name: '驾驶证正页：四角完整，文字清晰' }),
    ).toBeVisible();
    await expect(activeDot(canvasElement)).toBe(0);
  },
};

export const AutoplaysEveryThreeSeconds: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: '示例图片' });
    await expect(within(region).getByText('驾驶证正页：四角完整，文字清晰')).toBeVisible();
    await expect(
      within(region).getByRole('img', { name: '驾驶证正页：四角完整，文字清晰' }),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('.adm-page-indicator-dot')).toHaveLength(3);
    await expect(activeDot(canvasElement)).toBe(0);
    const started = performance.now();
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1), {
      timeout: CAROUSEL_AUTOPLAY_MS + 1500,
    });
    // Not before its 3 s.
    await expect(performance.now() - started).toBeGreaterThan(CAROUSEL_AUTOPLAY_MS - 500);
    await waitFor(() => expect(activeDot(canvasElement)).toBe(1));
  },
};

export const LoopsBackToTheFirst: Story = {
  args: { autoplayInterval: 600 },
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(2), { timeout: 3000 });
    await waitFor(() => expect(args.onIndexChange).toHaveBeenLastCalledWith(0), { timeout: 3000 });
    await waitFor(() => expect(activeDot(canvasElement)).toBe(0));
  },
};

export const SwipeByHand: Story = {
  args: { autoplayInterval: 0 },
  play: async ({ canvasElement, args }) => {
    const track = canvasElement.querySelector<HTMLElement>('.adm-swiper-track')!;
    const box = track.getBoundingClientRect();
    const y = box.top + box.height / 2;
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: track, coords: { clientX: box.right - 20, clientY: y } },
      { target: track, coords: { clientX: box.right - 120, clientY: y } },
      { target: track, coords: { clientX: box.left + 20, clientY: y } },
      { keys: '[/MouseLeft]', target: track, coords: { clientX: box.left + 20, clientY: y } },
    ]);
    await waitFor(() => expect(args.onIndexChange).toHaveBeenCalledWith(1));
  },
};

export const SingleImage: Story = {
  tags: ['state'],
  args: { images: [EXAMPLES[2]!], label: '车辆照片示例' },
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: '车辆照片示例' });
    await expect(within(region).getByText('车辆照片：车头与车牌同框')).toBeVisible();
    await expect(canvasElement.querySelector('.adm-page-indicator')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, CAROUSEL_AUTOPLAY_MS + 300));
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};

export const NoImages: Story = {
  args: { images: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
