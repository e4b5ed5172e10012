/**
 * What antd-mobile's default render (`antd-mobile/es/utils/render`: rc-util's adapter for the
 * React 16–18 `ReactDOM.render`, with Babel's regenerator runtime, 2 kB gzip) becomes in
 * production builds (vite.config.ts). The app replaces that default before anything renders
 * (installAntdRender in ./index.ts, called first by src/app/start.tsx), so it never runs, and
 * /login no longer carries it.
 */
const NOT_INSTALLED = 'antd-mobile rendered before installAntdRender() (src/lib/antd-render)';

export function render(): void {
  throw new Error(NOT_INSTALLED);
}

export function unmount(): Promise<void> {
  return Promise.reject(new Error(NOT_INSTALLED));
}
