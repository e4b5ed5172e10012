export { SafeHtml, type SafeHtmlProps } from './safe-html';
export { sanitizeHtml, type SanitizeOptions } from './sanitize-html';
