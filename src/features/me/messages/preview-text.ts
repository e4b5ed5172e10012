/**
 * A one-line preview of a notice's server HTML. DOMParser builds an inert document (no script runs,
 * no image loads), so reading its text is safe; the full HTML is only ever shown through SafeHtml.
 */
export function previewText(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
