/** Small HTML documents the server renders (agreements, contracts). Values are escaped. */
import { fenToYuan } from '@/lib/domain/money';
import {
  deductionsOf,
  FREIGHT_NAME,
  RECEIVABLE_NAME,
  type WaybillSettlement,
} from '@/lib/domain/settlement';

function esc(value: string | number): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

export function yuan(fen: number): string {
  return `${fenToYuan(fen)}元`;
}

/** A waybill's money as agreement terms: 运费, 信息服务费 (and any deduction), 司机应收. */
export function freightTerms(s: WaybillSettlement): [string, string][] {
  return [
    [FREIGHT_NAME, yuan(s.freight)],
    ...deductionsOf(s).map((d): [string, string] => [d.name, yuan(d.amount)]),
    [RECEIVABLE_NAME, yuan(s.receivable)],
  ];
}

/** Rows of a 2-column table of terms. */
export function terms(rows: ReadonlyArray<readonly [string, string]>): string {
  const body = rows.map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
  return `<table class="terms"><tbody>${body}</tbody></table>`;
}

export function documentHtml(title: string, parts: readonly string[]): string {
  return `<h2>${esc(title)}</h2>${parts.join('')}`;
}

export const para = (text: string) => `<p>${esc(text)}</p>`;

/** What the clearly named unsafe sample source carries, to prove the client sanitizes. */
export const UNSAFE_SNIPPET =
  '<script>window.__xss = true; alert("xss")</script>' +
  '<img src="/__sandbox/files/missing-xss.png" onerror="window.__xss = true" alt="安全测试">' +
  '<p><a href="javascript:alert(1)">安全测试链接</a></p>';
