import DOMPurify from 'dompurify';

/**
 * Server HTML (agreements, notices) with everything that can run removed: scripts, event-handler
 * attributes, `javascript:` URLs, forms, frames and embedded objects. Links open outside the app
 * page and cannot reach back into it (`noopener`).
 */
const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
];

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

let hooked = false;

function addLinkHook(): void {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Server content picks heading levels at random (an agreement may start at h3). They are shifted so
 * the first level becomes `base`, keeping the page's outline in order for screen readers.
 */
function shiftHeadings(root: DocumentFragment, base: number): void {
  const headings = [...root.querySelectorAll(HEADINGS)];
  if (headings.length === 0) return;
  const top = Math.min(...headings.map((h) => Number(h.tagName[1])));
  const shift = base - top;
  if (shift === 0) return;
  for (const heading of headings) {
    const level = Math.min(6, Math.max(1, Number(heading.tagName[1]) + shift));
    const replacement = heading.ownerDocument.createElement(`h${level}`);
    for (const attr of heading.attributes) replacement.setAttribute(attr.name, attr.value);
    replacement.append(...heading.childNodes);
    heading.replaceWith(replacement);
  }
}

export interface SanitizeOptions {
  /** Level the content's top heading becomes (the page title is usually h1, so 2). */
  headingBase?: number;
}

export function sanitizeHtml(html: string, { headingBase }: SanitizeOptions = {}): string {
  addLinkHook();
  const fragment = DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    RETURN_DOM_FRAGMENT: true,
  });
  if (headingBase !== undefined) shiftHeadings(fragment, headingBase);
  const container = document.createElement('div');
  container.append(fragment);
  return container.innerHTML;
}
