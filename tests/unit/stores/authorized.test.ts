import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, setStorageBackends } from '@/lib/storage/browser-storage';
import { Authorized, type AuthorizedProps } from '@/stores/authorized';
import { usePermissions } from '@/stores/permissions';

function render(props: Omit<AuthorizedProps, 'children'>): string {
  return renderToString(
    createElement(Authorized, props, createElement('button', { type: 'button' }, '提现')),
  );
}

beforeEach(() => {
  setStorageBackends({ local: createMemoryStorage(), session: createMemoryStorage() });
  usePermissions
    .getState()
    .setFromUser({ permissions: ['wallet:view', 'wallet:withdraw'], roles: ['partner'] });
});

describe('<Authorized>', () => {
  it('shows its children when every permission holds (mode all, the default)', () => {
    expect(render({ permissions: ['wallet:view', 'wallet:withdraw'] })).toBe(
      '<button type="button">提现</button>',
    );
  });

  it('hides them when one is missing in mode all', () => {
    expect(render({ permissions: ['wallet:view', 'bank:bind'] })).toBe('');
  });

  it('mode any: one permission is enough', () => {
    expect(render({ permissions: ['bank:bind', 'wallet:withdraw'], mode: 'any' })).toContain(
      '提现',
    );
    expect(render({ permissions: ['bank:bind', 'fuel:sign'], mode: 'any' })).toBe('');
  });

  it('checks roles too, together with permissions', () => {
    expect(render({ roles: ['partner'] })).toContain('提现');
    expect(render({ roles: ['promoter'] })).toBe('');
    expect(render({ roles: ['promoter', 'partner'], mode: 'any' })).toContain('提现');
    expect(render({ permissions: ['wallet:view'], roles: ['promoter'] })).toBe('');
  });

  it('renders the fallback instead when given', () => {
    expect(render({ roles: ['captain'], fallback: createElement('span', null, '无权限') })).toBe(
      '<span>无权限</span>',
    );
  });

  it('follows the store: cleared permissions hide the children', () => {
    usePermissions.getState().clear();
    expect(render({ permissions: ['wallet:view'] })).toBe('');
    expect(render({})).toContain('提现');
  });
});
