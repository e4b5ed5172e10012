/**
 * Native apps inject `WebViewJavascriptBridge` before the page's scripts run. When the simulator page
 * (`/__sim/`) shows the H5 in an iframe, the servers do the same: an H5 document requested as an
 * iframe gets, as the first element of <head>, a classic script that asks the parent simulator to
 * attach its fake native side to this window synchronously. Plain loads (e2e tests, Lighthouse) stay
 * byte-identical.
 */

/** Runs before any module script of the H5; a missing or failing simulator leaves a plain page. */
export const BRIDGE_BOOTSTRAP_SCRIPT =
  '<script>(function(){try{var p=window.parent;if(p!==window&&p.__driverSim)p.__driverSim.attach(window)}catch(e){}})()</script>';

type HeaderValue = string | string[] | undefined;

/** Only documents loaded into an iframe (the simulator's H5 view) get the bootstrap. */
export function wantsBridgeInjection(headers: Record<string, HeaderValue>): boolean {
  const dest = headers['sec-fetch-dest'];
  return (Array.isArray(dest) ? dest[0] : dest) === 'iframe';
}

export function injectBridgeBootstrap(html: string): string {
  const head = /<head(\s[^>]*)?>/i.exec(html);
  if (!head) return html;
  const at = head.index + head[0].length;
  return html.slice(0, at) + BRIDGE_BOOTSTRAP_SCRIPT + html.slice(at);
}
