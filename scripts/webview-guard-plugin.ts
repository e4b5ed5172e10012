/**
 * index.html's first script: the WebView guard (src/lib/compat/webview-guard.ts) in place of
 * `<!-- webview-guard -->`, minified to ES5 that every browser parses, so an old one shows the
 * update page (scripts/check-dist-syntax.mjs checks the built pages).
 */
import { parse } from 'acorn';
import { minifySync, type Plugin } from 'vite';
import { webviewGuard } from '../src/lib/compat/webview-guard.ts';

export const GUARD_PLACEHOLDER = '<!-- webview-guard -->';

interface Template {
  type: 'TemplateLiteral';
  start: number;
  end: number;
  quasis: { value: { cooked: string } }[];
  expressions: { start: number; end: number }[];
}

/** The minifier writes every string as a template literal (ES2015): back to quoted strings. */
function templatesToStrings(code: string): string {
  const templates: Template[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if ((node as { type?: string }).type === 'TemplateLiteral') templates.push(node as Template);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parse(code, { ecmaVersion: 2015 }));
  let out = code;
  for (const t of templates.sort((a, b) => b.start - a.start)) {
    const parts = t.quasis.map((q, i) => {
      const expression = t.expressions[i];
      const text = JSON.stringify(q.value.cooked);
      return expression ? `${text}+(${code.slice(expression.start, expression.end)})+` : text;
    });
    const string = t.expressions.length === 0 ? parts.join('') : `(${parts.join('')})`;
    out = `${out.slice(0, t.start)}${string}${out.slice(t.end)}`;
  }
  return out;
}

/** The guard as the inline script index.html runs first. */
export function webviewGuardTag(): string {
  const source = `(${String(webviewGuard)})(window,document)`;
  const { code, errors } = minifySync('webview-guard.js', source, {
    compress: { target: ['chrome30', 'safari7'] },
    mangle: true,
  });
  if (errors.length > 0) throw new Error(`webview guard: ${errors[0]!.message}`);
  const es5 = templatesToStrings(code.trim());
  parse(es5, { ecmaVersion: 5 }); // throws at build time rather than on a driver's phone
  return `<script>${es5}</script>`;
}

export function webviewGuardScript(): Plugin {
  const tag = webviewGuardTag();
  return {
    name: 'driver:webview-guard',
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => html.replace(GUARD_PLACEHOLDER, tag),
    },
  };
}
