/**
 * The built app (`dist/`) served with the sandbox on loopback (scripts/serve.ts), for the scripts
 * that open it in Chromium: prerender's hydration check, size, lighthouse, sim:startup.
 * `const app = await serveBuilt(port, ['--sim', 'dist-sim'])` … `app.stop()`; and the options to
 * launch Debian's Chromium for them with Playwright (the same flags as scripts/chromium.ts).
 */
import { spawn } from 'node:child_process';

export async function serveBuilt(port, extraArgs = []) {
  const origin = `http://127.0.0.1:${port}`;
  const server = spawn(
    'node_modules/.bin/tsx',
    ['scripts/serve.ts', '--port', String(port), '--static', 'dist', ...extraArgs],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const stop = () => server.kill();
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${origin}/__sandbox/state`)).ok) return { origin, stop };
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  stop();
  throw new Error('the sandbox server did not start');
}

export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** A password login on the built /loginPwd, as a driver does it; resolves on /. */
export async function logInWithPassword(page, origin, mobile, password) {
  await page.goto(`${origin}/loginPwd`, { waitUntil: 'networkidle' });
  await page.getByLabel('手机号').fill(mobile);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL(`${origin}/`);
}
