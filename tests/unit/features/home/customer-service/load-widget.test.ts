import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWidget, type KefuWidget } from '@/features/home/customer-service/lib/load-widget';

interface FakeScript {
  src: string;
  async: boolean;
  dataset: Record<string, string>;
  isConnected: boolean;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  remove(): void;
}

const MESSAGES = { timeout: '连接超时', failed: '客服组件加载失败' };
const WIDGET: KefuWidget = { mount: () => ({ destroy: () => undefined }) };
let added: FakeScript[];
let win: {
  DriverKefu?: KefuWidget;
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
};

beforeEach(() => {
  vi.useFakeTimers();
  added = [];
  win = { setTimeout, clearTimeout };
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', {
    createElement: (): FakeScript => ({
      src: '',
      async: false,
      dataset: {},
      isConnected: false,
      onload: null,
      onerror: null,
      remove() {
        this.isConnected = false;
      },
    }),
    head: {
      appendChild: (s: FakeScript) => {
        s.isConnected = true;
        added.push(s);
      },
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('loadWidget (在线客服 script)', () => {
  it('adds one script for concurrent loads and reuses the global afterwards', async () => {
    const a = loadWidget('/kefu.js', MESSAGES);
    const b = loadWidget('/kefu.js', MESSAGES);
    expect(added).toHaveLength(1);
    expect(added[0]!.src).toBe('/kefu.js');
    win.DriverKefu = WIDGET;
    added[0]!.onload!();
    await expect(a).resolves.toBe(WIDGET);
    await expect(b).resolves.toBe(WIDGET);
    await expect(loadWidget('/kefu.js', MESSAGES)).resolves.toBe(WIDGET);
    expect(added).toHaveLength(1);
  });

  it('fails on a load error and a retry adds a fresh script', async () => {
    const first = loadWidget('/kefu.js', MESSAGES);
    added[0]!.onerror!();
    await expect(first).rejects.toThrow('客服组件加载失败');
    expect(added[0]!.isConnected).toBe(false);
    const again = loadWidget('/kefu.js', MESSAGES);
    expect(added).toHaveLength(2);
    win.DriverKefu = WIDGET;
    added[1]!.onload!();
    await expect(again).resolves.toBe(WIDGET);
  });

  it('times out after 10 s, and a script that defines nothing is a failure', async () => {
    const slow = loadWidget('/kefu.js', MESSAGES);
    vi.advanceTimersByTime(9_999);
    expect(added[0]!.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    await expect(slow).rejects.toThrow('连接超时');
    const empty = loadWidget('/kefu.js', MESSAGES);
    added[1]!.onload!();
    await expect(empty).rejects.toThrow('客服组件加载失败');
  });
});
