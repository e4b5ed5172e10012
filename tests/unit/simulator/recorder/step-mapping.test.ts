import { describe, expect, it } from 'vitest';
import {
  addDraw,
  addFill,
  addTap,
  controlStep,
  doStep,
  lastMobile,
  tapStep,
  type RecordedStep,
} from '@sim/ui/recorder/step-mapping';
import { worldOf } from '@sim/automation/scenario-steps';
import { countsDiffer, masked } from '@sim/automation/bug-diff';

const steps = (list: RecordedStep[]) => list.map((s) => s.step);

describe('what the tester did becomes runner steps', () => {
  it('names a tap by role and accessible name, a nameless role as text', () => {
    expect(tapStep({ role: 'button', name: '登录' })).toEqual({ tap: '登录', role: 'button' });
    expect(tapStep({ role: null, name: '货车照片' })).toEqual({ tap: '货车照片' });
  });

  it('drops a number the sandbox made from a name and matches the rest as a prefix', () => {
    expect(tapStep({ role: 'link', name: '签署合同 YD202612070009' })).toEqual({
      tap: '签署合同',
      role: 'link',
      exact: false,
    });
    expect(tapStep({ role: 'button', name: '运单 20261207 详情' })).toEqual({
      tap: '运单',
      role: 'button',
      exact: false,
    });
    // A name that is nothing but the number keeps it.
    expect(tapStep({ role: 'button', name: '13800000002' })).toEqual({
      tap: '13800000002',
      role: 'button',
    });
  });

  it('folds the uploader tap and the sheet answer into one photo step', () => {
    const list: RecordedStep[] = [];
    addTap(list, { role: 'button', name: '装货照片（0/3）', region: '装货照片' }, 1);
    addTap(list, { role: 'button', name: '拍照', inSourceSheet: true }, 2);
    addTap(list, { role: 'button', name: '上传身份证人像面', region: null }, 3);
    addTap(list, { role: 'button', name: '从相册选择', inSourceSheet: true }, 4);
    expect(steps(list)).toEqual([
      { photo: '装货照片', card: true },
      { photo: '上传身份证人像面', source: '从相册选择' },
    ]);
  });

  it('keeps a 拍照 tap outside the sheet as a tap', () => {
    const list: RecordedStep[] = [];
    addTap(list, { role: 'button', name: '拍照', inSourceSheet: false }, 1);
    expect(steps(list)).toEqual([{ tap: '拍照', role: 'button' }]);
  });

  it('typing on in one field is one fill step with the last value', () => {
    const list: RecordedStep[] = [];
    for (const value of ['1', '13', '138'])
      addFill(list, { name: '手机号', kind: 'text' }, value, 1);
    addFill(list, { name: '装货数量（吨）', kind: 'text' }, '30', 2);
    expect(steps(list)).toEqual([
      { fill: '手机号', value: '138' },
      { fill: '装货数量（吨）', value: '30' },
    ]);
  });

  it('records a password or an SMS code of the typed account as a reference, not the secret', () => {
    const list: RecordedStep[] = [];
    addFill(list, { name: '手机号', kind: 'text' }, '13800000002', 1);
    expect(lastMobile(list)).toBe('13800000002');
    const index = addFill(list, { name: '密码', kind: 'password' }, 'Driver@123', 2);
    addFill(list, { name: '短信验证码', kind: 'smsCode' }, '123456', 3);
    expect(index).toBe(1);
    expect(steps(list)).toEqual([
      { fill: '手机号', value: '13800000002' },
      { fillPassword: '密码', mobile: '13800000002' },
      { fillSmsCode: '短信验证码', mobile: '13800000002' },
    ]);
    expect(JSON.stringify(list)).not.toContain('Driver@123');
  });

  it('a password with no account typed before it stays literal (a new password is test data)', () => {
    const list: RecordedStep[] = [];
    addFill(list, { name: '密码', kind: 'password' }, 'Truck2026', 1);
    expect(steps(list)).toEqual([{ fill: '密码', value: 'Truck2026' }]);
  });

  it('one draw step however many strokes', () => {
    const list: RecordedStep[] = [];
    addDraw(list, 1);
    addDraw(list, 2);
    expect(steps(list)).toEqual([{ draw: 'signature' }]);
  });

  it('panel actions become do and control steps', () => {
    expect(doStep('camera.next', ['truck'])).toEqual({ do: 'camera.next', args: ['truck'] });
    expect(doStep('location.pause', [])).toEqual({ do: 'location.pause' });
    expect(
      doStep('location.playRoute', [{ routeName: 'city-loop', conditions: { rain: true } }]),
    ).toEqual({
      do: 'location.playRoute',
      args: [{ routeName: 'city-loop', conditions: { rain: true } }],
    });
    expect(controlStep('POST', 'trip/approve-receipt', { id: 'W1' })).toEqual({
      control: 'POST trip/approve-receipt',
      body: { id: 'W1' },
    });
    expect(controlStep('DELETE', 'faults', undefined)).toEqual({ control: 'DELETE faults' });
  });
});

describe('files and bug reports', () => {
  it('the world of a file leaves out the runner keys, the pictures and the report', () => {
    const world = worldOf({
      version: 1,
      name: 'x',
      start: '/login',
      steps: [{ wait: 1 }],
      screenshots: { a: 'data:' },
      reportTimeline: [],
      sandbox: { scenario: 'newDriver' },
    } as never);
    expect(world).toEqual({ version: 1, name: 'x', sandbox: { scenario: 'newDriver' } });
  });

  it('a bug diff ignores the moment shown on screen and polls that ran once more', () => {
    expect(masked('发车时间 2026-12-07 20:58:27')).toBe(masked('发车时间 2026-12-08 09:01:02'));
    expect(masked('余额 ¥100.00')).not.toBe(masked('余额 ¥200.00'));
    expect(countsDiffer(7, 6)).toBe(false);
    expect(countsDiffer(1, 0)).toBe(true);
    expect(countsDiffer(2, 5)).toBe(true);
  });
});
