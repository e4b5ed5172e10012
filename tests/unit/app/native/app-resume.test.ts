import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { focusManager } from '@tanstack/react-query';
import { appPaused, appResumed, refreshTokensIfDue } from '@/app/native/app-resume';
import { tokens } from '@/lib/http/tokens';
import { setStorageBackends } from '@/lib/storage/browser-storage';
import { jwt } from '../../lib/http/support';

const refreshTokens = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/http/refresh', () => ({ refreshTokens }));

beforeEach(() => {
  setStorageBackends();
  refreshTokens.mockClear();
});
afterEach(() => focusManager.setFocused(undefined));

describe('pause and resume', () => {
  it('pause marks the app unfocused; resume refetches the active queries and checks the token', async () => {
    appPaused();
    expect(focusManager.isFocused()).toBe(false);
    const refetchQueries = vi.fn(async () => {});
    const refreshIfDue = vi.fn(async () => {});
    await appResumed({ queryClient: { refetchQueries }, refreshIfDue });
    expect(refetchQueries).toHaveBeenCalledWith({ type: 'active' });
    expect(refreshIfDue).toHaveBeenCalledTimes(1);
    expect(focusManager.isFocused()).toBe(true);
  });

  it('refreshes on resume when under 900 s of the token are left', async () => {
    tokens.save({ at: jwt(600), rt: jwt(86_400) }, false);
    await refreshTokensIfDue();
    expect(refreshTokens).toHaveBeenCalledTimes(1);
  });

  it('does not refresh a fresh token, nor without a refresh token', async () => {
    tokens.save({ at: jwt(7200), rt: jwt(86_400) }, false);
    await refreshTokensIfDue();
    tokens.clear();
    await refreshTokensIfDue();
    expect(refreshTokens).not.toHaveBeenCalled();
  });
});
