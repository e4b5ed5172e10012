import { describe, expect, it, vi } from 'vitest';
import { appMessages } from '@/app/messages';
import { type BackDeps, EXIT_CONFIRM_WINDOW_MS, createBackHandler } from '@/app/native/native-back';

function harness(overrides: Partial<BackDeps> = {}) {
  let now = 1_000_000;
  const deps = {
    closeOverlay: vi.fn(() => false),
    atRoot: vi.fn(() => false),
    goBack: vi.fn(),
    toast: vi.fn(),
    closeApp: vi.fn(),
    now: () => now,
    ...overrides,
  };
  const back = createBackHandler(deps, appMessages.pressAgainToExit);
  return { deps, back, tick: (ms: number) => (now += ms) };
}

describe('Android back', () => {
  it('closes an open dialog or popup and does nothing else', () => {
    const { deps, back } = harness({ closeOverlay: vi.fn(() => true), atRoot: vi.fn(() => true) });
    back();
    expect(deps.closeOverlay).toHaveBeenCalledTimes(1);
    expect(deps.goBack).not.toHaveBeenCalled();
    expect(deps.toast).not.toHaveBeenCalled();
    expect(deps.closeApp).not.toHaveBeenCalled();
  });

  it('goes back a page below the tab roots', () => {
    const { deps, back } = harness();
    back();
    back();
    expect(deps.goBack).toHaveBeenCalledTimes(2);
    expect(deps.closeApp).not.toHaveBeenCalled();
  });

  it('at a root: 再按一次退出程序, and a second back within 2 s closes the app', () => {
    const { deps, back, tick } = harness({ atRoot: vi.fn(() => true) });
    back();
    expect(deps.toast).toHaveBeenCalledWith('再按一次退出程序');
    expect(deps.closeApp).not.toHaveBeenCalled();
    tick(EXIT_CONFIRM_WINDOW_MS - 1);
    back();
    expect(deps.closeApp).toHaveBeenCalledTimes(1);
    expect(deps.goBack).not.toHaveBeenCalled();
  });

  it('a second back after 2 s only warns again', () => {
    const { deps, back, tick } = harness({ atRoot: vi.fn(() => true) });
    back();
    tick(EXIT_CONFIRM_WINDOW_MS);
    back();
    expect(deps.closeApp).not.toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledTimes(2);
    tick(500);
    back();
    expect(deps.closeApp).toHaveBeenCalledTimes(1);
  });

  it('a back that closed a dialog does not count as the first of two', () => {
    let overlay = true;
    const { deps, back } = harness({
      closeOverlay: vi.fn(() => {
        const was = overlay;
        overlay = false;
        return was;
      }),
      atRoot: vi.fn(() => true),
    });
    back();
    back();
    expect(deps.closeApp).not.toHaveBeenCalled();
    expect(deps.toast).toHaveBeenCalledTimes(1);
  });
});
