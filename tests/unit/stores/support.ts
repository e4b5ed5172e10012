import type { UserDetail } from '@/lib/contract/account/auth';

export function user(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    appUserId: 'u-1',
    realName: '张伟',
    name: '张伟',
    phone: '13800000002',
    avatar: null,
    createTime: '2024-03-01 08:00:00',
    certificationStatus: 1,
    idNumber: '110101199003074518',
    roles: ['driver'],
    permissions: ['waybill:view', 'wallet:withdraw'],
    isCaptain: false,
    ...overrides,
  };
}

function base64Url(text: string): string {
  return Buffer.from(text, 'utf8').toString('base64url');
}

export function jwt(secondsFromNow: number): string {
  const exp = Math.floor(Date.now() / 1000) + secondsFromNow;
  const payload = { sub: JSON.stringify({ username: '13800000002', id: 'u-1' }), exp };
  return `${base64Url('{"alg":"HS256"}')}.${base64Url(JSON.stringify(payload))}.${base64Url('sig')}`;
}
