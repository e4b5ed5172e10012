/**
 * Draws the fake native side's sample photos (simulator/bridge/samples/*.png): SVG drawings made
 * here, rendered by Debian's Chromium so nothing is copied from elsewhere and every field is fake.
 * Each also gets the preview the fake camera hands out as its `previewUrl`
 * (samples/previews/*.jpg): a quarter of the width, JPEG quality 40, as a phone's thumbnail is, so
 * a test can tell which one the platform received.
 * Run: npx tsx scripts/make-sample-images.ts
 */
import { mkdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import QRCode from 'qrcode';
import { chromiumArgs, chromiumPath } from './chromium';

const outDir = fileURLToPath(new URL('../simulator/bridge/samples/', import.meta.url));
const previewDir = `${outDir}previews/`;
/** The preview's width and height against the original's. */
const PREVIEW_SCALE = 1 / 4;
const PREVIEW_JPEG_QUALITY = 40;
/** The text the QR sample encodes: an H5 route that exists (关于我们). */
const QR_TEXT = '/i/about/aboutus';
const FONT = `'Noto Sans CJK SC','WenQuanYi Zen Hei','Source Han Sans SC',sans-serif`;

function svg(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">${body}</svg>`;
}

const truck = svg(
  600,
  400,
  `<rect width="600" height="260" fill="#cfe8fb"/>
  <rect y="260" width="600" height="140" fill="#8d9399"/>
  <line x1="0" y1="345" x2="600" y2="345" stroke="#f2f2f2" stroke-width="6" stroke-dasharray="40 30"/>
  <circle cx="520" cy="70" r="34" fill="#ffd54f"/>
  <rect x="60" y="120" width="320" height="150" rx="6" fill="#e8eef4" stroke="#51606e" stroke-width="4"/>
  <text x="220" y="205" text-anchor="middle" font-size="34" font-weight="700" fill="#1d5fa8">顺达物流</text>
  <path d="M380 150 h90 l50 60 v60 h-140 z" fill="#1d5fa8" stroke="#123d6b" stroke-width="4"/>
  <path d="M395 165 h65 l34 42 h-99 z" fill="#bfe0ff"/>
  <rect x="496" y="232" width="24" height="12" fill="#ffeb3b"/>
  <rect x="60" y="262" width="460" height="16" fill="#37474f"/>
  <g fill="#212121"><circle cx="130" cy="290" r="30"/><circle cx="210" cy="290" r="30"/><circle cx="450" cy="290" r="30"/></g>
  <g fill="#9e9e9e"><circle cx="130" cy="290" r="12"/><circle cx="210" cy="290" r="12"/><circle cx="450" cy="290" r="12"/></g>
  <rect x="392" y="226" width="90" height="24" rx="3" fill="#fdd835" stroke="#333" stroke-width="2"/>
  <text x="437" y="244" text-anchor="middle" font-size="14" font-weight="700" fill="#111">冀A·12345</text>
  <text x="20" y="385" font-size="16" fill="#fff">模拟样例照片 · 车辆</text>`,
);

const licence = svg(
  600,
  400,
  `<rect width="600" height="400" fill="#5d6d7e"/>
  <rect x="30" y="30" width="540" height="340" rx="14" fill="#f3f0e4" stroke="#b9a97a" stroke-width="3"/>
  <text x="300" y="78" text-anchor="middle" font-size="30" font-weight="700" fill="#2b3a55">中华人民共和国机动车驾驶证</text>
  <text x="300" y="102" text-anchor="middle" font-size="13" fill="#6b6b6b">Driving Licence of the People's Republic of China · 样例</text>
  <g font-size="18" fill="#222">
    <text x="60" y="150">证号  130102199001011234</text>
    <text x="60" y="185">姓名  张 三</text><text x="300" y="185">性别  男</text>
    <text x="60" y="220">国籍  中国</text>
    <text x="60" y="255">住址  河北省石家庄市长安区样例路1号</text>
    <text x="60" y="290">初次领证日期  2012-05-20</text>
    <text x="60" y="325">准驾车型  A2</text>
    <text x="220" y="325">有效期限  2022-05-20 至 2032-05-20</text>
  </g>
  <rect x="430" y="120" width="110" height="140" fill="#dfe7ef" stroke="#9aa7b4"/>
  <circle cx="485" cy="175" r="28" fill="#9aa7b4"/><path d="M440 258 q45 -70 90 0 z" fill="#9aa7b4"/>
  <text x="540" y="355" text-anchor="end" font-size="13" fill="#b03a2e">模拟数据 非真实证件</text>`,
);

const idCard = svg(
  600,
  400,
  `<rect width="600" height="400" fill="#4e5d6c"/>
  <rect x="30" y="40" width="540" height="320" rx="16" fill="#eaf3f7" stroke="#8fb4c7" stroke-width="3"/>
  <path d="M30 300 q270 -60 540 0 v44 a16 16 0 0 1 -16 16 h-508 a16 16 0 0 1 -16 -16 z" fill="#d2e6ef"/>
  <g font-size="18" fill="#333">
    <text x="60" y="95">姓名</text><text x="120" y="95" font-size="22" fill="#111">李 四</text>
    <text x="60" y="135">性别</text><text x="120" y="135" fill="#111">男</text>
    <text x="200" y="135">民族</text><text x="255" y="135" fill="#111">汉</text>
    <text x="60" y="175">出生</text><text x="120" y="175" fill="#111">1988 年 8 月 8 日</text>
    <text x="60" y="215">住址</text><text x="120" y="215" fill="#111">北京市朝阳区样例街道</text>
    <text x="120" y="242" fill="#111">88号院6号楼</text>
    <text x="60" y="320">公民身份号码</text>
    <text x="200" y="320" font-size="22" letter-spacing="2" fill="#111">110105198808080018</text>
  </g>
  <rect x="420" y="70" width="120" height="150" fill="#d7e1e8" stroke="#a3b5c2"/>
  <circle cx="480" cy="128" r="30" fill="#a3b5c2"/><path d="M430 218 q50 -76 100 0 z" fill="#a3b5c2"/>
  <text x="300" y="30" text-anchor="middle" font-size="15" fill="#fff">居民身份证 · 样例（模拟数据，非真实证件）</text>`,
);

const receipt = svg(
  600,
  400,
  `<rect width="600" height="400" fill="#7b6f63"/>
  <g transform="rotate(-2 300 200)">
  <rect x="40" y="25" width="520" height="350" fill="#fffdf6" stroke="#c9c2b2" stroke-width="2"/>
  <text x="300" y="70" text-anchor="middle" font-size="30" font-weight="700" fill="#222">货物运输回单</text>
  <g font-size="17" fill="#333">
    <text x="70" y="115">运单号：YD202501150001</text>
    <text x="70" y="148">发货方：河北顺达物流有限公司</text>
    <text x="70" y="181">收货方：天津港样例仓储中心</text>
    <text x="70" y="214">货物：钢材 32.50 吨</text>
    <text x="70" y="247">车牌：冀A·12345    司机：张三</text>
    <text x="70" y="300">收货人签字：</text>
  </g>
  <path d="M180 298 c20 -25 35 10 55 -8 s30 -20 45 4 s25 -6 40 -2" fill="none" stroke="#1a3c8c" stroke-width="3"/>
  <g transform="translate(440 270)" fill="none" stroke="#d32f2f" stroke-width="4" opacity="0.85">
    <circle r="62"/><circle r="54" stroke-width="1.5"/>
    <path d="M0 -22 l7 16 h17 l-14 10 l6 17 l-16 -10 l-16 10 l6 -17 l-14 -10 h17 z" fill="#d32f2f" stroke="none"/>
    <text y="36" text-anchor="middle" font-size="15" fill="#d32f2f" stroke="none">收货专用章</text>
  </g>
  <text x="70" y="350" font-size="13" fill="#999">模拟样例 · 非真实单据</text>
  </g>`,
);

type Page = Awaited<ReturnType<Awaited<ReturnType<typeof chromium.launch>>['newPage']>>;

/** The same drawing at the preview's size (CSS sizes the SVG over its width/height attributes). */
async function writePreview(
  page: Page,
  image: { name: string; width: number; height: number; svg: string },
): Promise<void> {
  const width = Math.round(image.width * PREVIEW_SCALE);
  const height = Math.round(image.height * PREVIEW_SCALE);
  await page.setViewportSize({ width, height });
  await page.setContent(
    `<!doctype html><html><head><style>svg{display:block;width:${width}px;height:${height}px}</style></head><body style="margin:0;background:#fff">${image.svg}</body></html>`,
  );
  await page.evaluate(() => document.fonts.ready);
  const file = `${previewDir}${image.name}.jpg`;
  await page.screenshot({
    path: file,
    type: 'jpeg',
    quality: PREVIEW_JPEG_QUALITY,
    clip: { x: 0, y: 0, width, height },
  });
  console.log(`${file}  ${(statSync(file).size / 1024).toFixed(1)} kB`);
}

async function main(): Promise<void> {
  mkdirSync(previewDir, { recursive: true });
  const qrSvg = await QRCode.toString(QR_TEXT, {
    type: 'svg',
    margin: 4,
    width: 300,
    errorCorrectionLevel: 'M',
  });
  const images: { name: string; width: number; height: number; svg: string }[] = [
    { name: 'truck', width: 600, height: 400, svg: truck },
    { name: 'licence', width: 600, height: 400, svg: licence },
    { name: 'idCard', width: 600, height: 400, svg: idCard },
    { name: 'receipt', width: 600, height: 400, svg: receipt },
    { name: 'qr', width: 300, height: 300, svg: qrSvg },
  ];
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    for (const image of images) {
      await page.setViewportSize({ width: image.width, height: image.height });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;background:#fff">${image.svg}</body></html>`,
      );
      await page.evaluate(() => document.fonts.ready);
      const file = `${outDir}${image.name}.png`;
      await page.screenshot({
        path: file,
        clip: { x: 0, y: 0, width: image.width, height: image.height },
      });
      console.log(`${file}  ${(statSync(file).size / 1024).toFixed(1)} kB`);
      await writePreview(page, image);
    }
  } finally {
    await browser.close();
  }
}

await main();
