/**
 * A picture of the H5 drawn by the page itself: the document cloned into an SVG foreignObject and
 * painted on a canvas. A browser page cannot screenshot itself, and the headless runner takes the
 * same picture the same way, so a recorded picture and a replayed one are comparable. Images that
 * load from URLs are left out (an SVG picture may not fetch them); photos show as empty boxes.
 */

/** Half size, JPEG: a picture per step keeps a bug file small. */
const SCALE = 0.5;
const QUALITY = 0.6;

function inlineStyles(doc: Document): string {
  let css = '';
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      for (const rule of Array.from(sheet.cssRules)) css += `${rule.cssText}\n`;
    } catch {
      // A cross-origin sheet cannot be read; the H5 has none, an extension might.
    }
  }
  return css;
}

/** What the clone loses: typed values, ticked boxes, drawn canvases. */
function copyLiveState(from: Element, to: Element): void {
  const live = from.querySelectorAll('input, textarea, canvas');
  const copies = to.querySelectorAll('input, textarea, canvas');
  live.forEach((element, i) => {
    const copy = copies[i];
    if (!copy) return;
    if (element instanceof HTMLInputElement) {
      copy.setAttribute('value', element.value);
      if (element.checked) copy.setAttribute('checked', '');
    } else if (element instanceof HTMLTextAreaElement) {
      copy.textContent = element.value;
    } else if (element instanceof HTMLCanvasElement) {
      const img = to.ownerDocument.createElement('img');
      img.setAttribute('src', element.toDataURL());
      img.setAttribute('style', `width:${element.clientWidth}px;height:${element.clientHeight}px`);
      copy.replaceWith(img);
    }
  });
}

export async function snapshotDocument(doc: Document): Promise<string> {
  const width = doc.documentElement.clientWidth;
  const height = doc.defaultView?.innerHeight ?? doc.documentElement.clientHeight;
  const clone = doc.documentElement.cloneNode(true) as HTMLElement;
  copyLiveState(doc.documentElement, clone);
  clone.querySelectorAll('script, link, style, iframe').forEach((e) => e.remove());
  clone.querySelectorAll('img').forEach((img) => {
    if (!img.getAttribute('src')?.startsWith('data:')) img.removeAttribute('src');
    img.removeAttribute('srcset');
  });
  const style = doc.createElement('style');
  style.textContent = inlineStyles(doc);
  (clone.querySelector('head') ?? clone).append(style);
  const xhtml = new XMLSerializer().serializeToString(clone);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<foreignObject width="100%" height="100%">${xhtml}</foreignObject></svg>`;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * SCALE);
  canvas.height = Math.round(height * SCALE);
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', QUALITY);
}

async function pixels(url: string, width: number, height: number): Promise<Uint8ClampedArray> {
  const image = new Image();
  image.src = url;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d')!;
  context.drawImage(image, 0, 0, width, height);
  return context.getImageData(0, 0, width, height).data;
}

/**
 * The share of pixels (0..1) that differ between two pictures, compared at the first one's size.
 * A channel counts as changed beyond 48 of 255: JPEG noise and anti-aliasing stay under it.
 */
export async function pictureDifference(a: string, b: string): Promise<number> {
  const first = new Image();
  first.src = a;
  await first.decode();
  const width = first.naturalWidth;
  const height = first.naturalHeight;
  const [pa, pb] = await Promise.all([pixels(a, width, height), pixels(b, width, height)]);
  let changed = 0;
  for (let i = 0; i < pa.length; i += 4) {
    const delta = Math.max(
      Math.abs(pa[i]! - pb[i]!),
      Math.abs(pa[i + 1]! - pb[i + 1]!),
      Math.abs(pa[i + 2]! - pb[i + 2]!),
    );
    if (delta > 48) changed += 1;
  }
  return changed / (width * height);
}
