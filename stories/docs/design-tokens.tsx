/**
 * Renders the design tokens as the browser resolves them: variable names are discovered from the
 * loaded stylesheets' `:root` rules (antd-mobile's --adm-* and the app's --app-*), values come from
 * getComputedStyle. Nothing is listed by hand, so this page cannot drift from the CSS.
 */
import { type CSSProperties, useState } from 'react';

export type TokenGroup = 'color' | 'font-size' | 'spacing' | 'radius' | 'other';

export interface Token {
  name: string;
  standard: string;
  driver: string;
}

const PREFIXES = ['--adm-', '--app-'];

function collectNames(rules: CSSRuleList, into: Set<string>): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule && rule.selectorText.includes(':root')) {
      for (const property of Array.from(rule.style)) {
        if (PREFIXES.some((prefix) => property.startsWith(prefix))) into.add(property);
      }
    }
    if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) {
      collectNames(rule.cssRules, into);
    }
  }
}

/** Every --adm-* and --app-* variable some stylesheet defines on :root. */
export function tokenNames(doc: Document = document): string[] {
  const names = new Set<string>();
  for (const sheet of Array.from(doc.styleSheets)) {
    try {
      collectNames(sheet.cssRules, names);
    } catch {
      // A cross-origin stylesheet hides its rules; ours are all same-origin.
    }
  }
  return [...names].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}

/** Reads every token in both themes; the attribute flip is synchronous, so nothing repaints. */
export function readTokens(doc: Document = document): Token[] {
  const root = doc.documentElement;
  const names = tokenNames(doc);
  const read = () => {
    const style = getComputedStyle(root);
    return names.map((name) => style.getPropertyValue(name).trim());
  };
  const previous = root.dataset.theme;
  delete root.dataset.theme;
  const standard = read();
  root.dataset.theme = 'driver';
  const driver = read();
  if (previous === undefined) delete root.dataset.theme;
  else root.dataset.theme = previous;
  return names.map((name, i) => ({ name, standard: standard[i], driver: driver[i] }));
}

export function groupOf(token: Token): TokenGroup {
  const { name, standard } = token;
  if (name.includes('font-size')) return 'font-size';
  if (name.includes('radius')) return 'radius';
  if (toRgb(standard) && !name.includes('shadow') && !name.includes('font')) return 'color';
  if (/^-?\d+(\.\d+)?px$/.test(standard)) return 'spacing';
  return 'other';
}

/** The colour as [r, g, b] (0-255), or null when the value is not a solid colour. */
export function toRgb(value: string): [number, number, number] | null {
  if (!value || !CSS.supports('color', value)) return null;
  const probe = document.createElement('span');
  probe.style.color = value;
  document.body.append(probe);
  const resolved = getComputedStyle(probe).color;
  probe.remove();
  const parts = resolved.match(/[\d.]+/g)?.map(Number);
  if (!parts || parts.length < 3) return null;
  if (parts.length > 3 && parts[3] < 1) return null; // translucent: contrast depends on what is under it
  return [parts[0], parts[1], parts[2]];
}

function luminance([r, g, b]: [number, number, number]): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: [number, number, number], b: [number, number, number]): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const WHITE: [number, number, number] = [255, 255, 255];

/** Surfaces, borders and text for dark fills: a ratio against white would mislead. */
export function isTextColour(name: string): boolean {
  return !/background|bg-|border|box|fill|wathet|brand-light|color-white|light-solid/.test(name);
}

function Contrast({ value, background }: { value: string; background: string }) {
  const fg = toRgb(value);
  const bg = toRgb(background) ?? WHITE;
  if (!fg) return null;
  const ratio = contrastRatio(fg, bg);
  const verdict = ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : ratio >= 3 ? '仅大字' : '不达标';
  return (
    <span style={{ color: ratio >= 4.5 ? '#00633f' : '#a51d1d', whiteSpace: 'nowrap' }}>
      {ratio.toFixed(1)}:1 {verdict}
    </span>
  );
}

const cell: CSSProperties = {
  padding: '6px 8px',
  borderBottom: '1px solid #e5e6eb',
  verticalAlign: 'middle',
};
const mono: CSSProperties = { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: 12 };

function Sample({ group, value }: { group: TokenGroup; value: string }) {
  switch (group) {
    case 'color':
      return (
        <span
          style={{
            display: 'inline-block',
            width: 40,
            height: 24,
            borderRadius: 4,
            background: value,
            border: '1px solid #c9cdd4',
          }}
        />
      );
    case 'font-size':
      return <span style={{ fontSize: value, lineHeight: 1.4 }}>货车司机 Aa 123</span>;
    case 'spacing':
      return (
        <span
          style={{ display: 'inline-block', width: value, height: 12, background: '#0b62d6' }}
        />
      );
    case 'radius':
      return (
        <span
          style={{
            display: 'inline-block',
            width: 48,
            height: 32,
            borderRadius: value,
            background: '#e8f1ff',
            border: '1px solid #0b62d6',
          }}
        />
      );
    default:
      return null;
  }
}

/** Read once per page: the preview's stylesheets are in place before any docs page renders. */
function useTokens(): Token[] {
  const [tokens] = useState(readTokens);
  return tokens;
}

export interface TokenTableProps {
  group: TokenGroup;
}

/** One table per group: name, sample, value in the standard and the driver theme, text contrast. */
export function TokenTable({ group }: TokenTableProps) {
  const all = useTokens();
  const tokens = all.filter((token) => groupOf(token) === group);
  if (tokens.length === 0) return <p>（正在读取样式…）</p>;
  const grey = all.find((token) => token.name === '--app-bg-grey')?.standard ?? '#f4f6f9';
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 13 }}>
      <thead>
        <tr>
          <th style={cell}>变量</th>
          <th style={cell}>标准</th>
          <th style={cell}>值</th>
          <th style={cell}>司机主题</th>
          {group === 'color' && <th style={cell}>对比度：白底 / 灰底 (--app-bg-grey)</th>}
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <td style={{ ...cell, ...mono }}>{token.name}</td>
            <td style={cell}>
              <Sample group={group} value={token.standard} />
            </td>
            <td style={{ ...cell, ...mono }}>{token.standard}</td>
            <td style={{ ...cell, ...mono }}>
              {token.driver === token.standard ? '同标准' : token.driver}
              {group === 'color' && isTextColour(token.name) && token.driver !== token.standard && (
                <>
                  {' '}
                  <Contrast value={token.driver} background="#ffffff" />
                </>
              )}
            </td>
            {group === 'color' && (
              <td style={cell}>
                {isTextColour(token.name) && (
                  <>
                    <Contrast value={token.standard} background="#ffffff" />
                    {' / '}
                    <Contrast value={token.standard} background={grey} />
                  </>
                )}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
