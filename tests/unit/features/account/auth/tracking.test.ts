/** §9: the account screens' analytics records — ids, names and what each carries. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageViewData } from '@/app/tracking/use-page-view';
import { config } from '@/config';
import { authTracking } from '@/features/account/auth/tracking';
import { ApiError } from '@/lib/http/errors';
import { resetHttpHooks, setHttpHooks } from '@/lib/http/hooks';
import type { TrackingEvent } from '@/lib/tracking/tracking-event';

describe('account analytics (§9 2001-2004, 7001-7002) and page views (6001)', () => {
  let sent: TrackingEvent[];
  beforeEach(() => {
    sent = [];
    setHttpHooks({ track: vi.fn((event: TrackingEvent) => void sent.push(event)) });
  });
  afterEach(() => resetHttpHooks());

  it('records registration opened, code sent, registered and refused as 2001-2004', async () => {
    authTracking.registerOpened();
    authTracking.registerCodeSent();
    authTracking.registered();
    authTracking.registerRefused(new ApiError('business', '该手机号已注册', { state: 400 }));
    // The catalogue is loaded when the first event is sent.
    await vi.waitFor(() => expect(sent).toHaveLength(4));
    expect(sent).toEqual([
      { eventId: 2001, eventName: 'Registration started', eventData: {} },
      { eventId: 2002, eventName: 'Registration SMS code sent', eventData: {} },
      { eventId: 2003, eventName: 'Registration succeeded', eventData: {} },
      { eventId: 2004, eventName: 'Registration failed', eventData: { reason: '该手机号已注册' } },
    ]);
  });

  it('records a login with how it was done, and a refusal with the words shown, as 7001/7002', async () => {
    authTracking.loggedIn('password');
    authTracking.loginRefused('sms', new ApiError('business', '验证码错误', { state: 400 }));
    authTracking.loginRefused('face', 'no face');
    await vi.waitFor(() => expect(sent).toHaveLength(3));
    expect(sent).toEqual([
      { eventId: 7001, eventName: 'Login succeeded', eventData: { mode: 'password' } },
      {
        eventId: 7002,
        eventName: 'Login failed',
        eventData: { mode: 'sms', reason: '验证码错误' },
      },
      { eventId: 7002, eventName: 'Login failed', eventData: { mode: 'face', reason: 'no face' } },
    ]);
  });

  it('says which screen a page view is, by path and title (the default title when none)', () => {
    expect(pageViewData('/i/message/mymessage', '我的消息')).toEqual({
      path: '/i/message/mymessage',
      title: '我的消息',
    });
    expect(pageViewData('/', undefined)).toEqual({ path: '/', title: config.defaultTitle });
    expect(pageViewData('/', '  ')).toEqual({ path: '/', title: config.defaultTitle });
  });
});
