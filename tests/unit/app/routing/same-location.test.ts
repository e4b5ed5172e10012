import { describe, expect, it } from 'vitest';
import { isSameLocation } from '@/app/routing/same-location';

const here = { pathname: '/i/about/agreement', search: '?type=user', hash: '' };

describe('duplicate navigation check', () => {
  it('recognises the current location as a string or object', () => {
    expect(isSameLocation(here, '/i/about/agreement?type=user')).toBe(true);
    expect(isSameLocation(here, '/i/about/agreement/?type=user')).toBe(true);
    expect(isSameLocation(here, { pathname: '/i/about/agreement', search: 'type=user' })).toBe(
      true,
    );
    expect(isSameLocation({ ...here, search: '' }, '/i/about/agreement?')).toBe(true);
  });

  it('lets different paths, queries and hashes through', () => {
    expect(isSameLocation(here, '/i/about/agreement?type=privacy')).toBe(false);
    expect(isSameLocation(here, '/i/about/agreement')).toBe(false);
    expect(isSameLocation(here, '/i/about/aboutus?type=user')).toBe(false);
    expect(isSameLocation(here, '/i/about/agreement?type=user#top')).toBe(false);
  });

  it('never treats relative targets as duplicates', () => {
    expect(isSameLocation(here, 'agreement?type=user')).toBe(false);
    expect(isSameLocation(here, '.')).toBe(false);
  });

  it('an object with only a search keeps the current path', () => {
    expect(isSameLocation(here, { search: '?type=user' })).toBe(true);
    expect(isSameLocation(here, { search: '?type=privacy' })).toBe(false);
  });
});
