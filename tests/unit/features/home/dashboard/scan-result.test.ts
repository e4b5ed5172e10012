import { describe, expect, it } from 'vitest';
import { classifyScan } from '@/features/home/dashboard/qr/scan-result';

const ORIGIN = 'https://driver.example.com';
const routes = new Set(['/i/about/aboutus', '/c/abc', '/']);
const isAppRoute = (path: string) => routes.has(path);
const classify = (text: string) => classifyScan(text, ORIGIN, isAppRoute);

describe('what a scanned code leads to', () => {
  it('opens a path of this app in place, query and hash kept', () => {
    expect(classify('/i/about/aboutus')).toEqual({ kind: 'route', to: '/i/about/aboutus' });
    expect(classify(' /c/abc?from=qr#top ')).toEqual({ kind: 'route', to: '/c/abc?from=qr#top' });
  });

  it('shows an unknown path as text', () => {
    expect(classify('/nowhere')).toEqual({ kind: 'text', text: '/nowhere' });
  });

  it('opens a link to this same site in place', () => {
    expect(classify(`${ORIGIN}/c/abc?x=1`)).toEqual({ kind: 'route', to: '/c/abc?x=1' });
  });

  it('offers another web link for the browser', () => {
    expect(classify('https://other.example.org/a?b=1')).toEqual({
      kind: 'url',
      url: 'https://other.example.org/a?b=1',
    });
    expect(classify('HTTP://other.example.org')).toEqual({
      kind: 'url',
      url: 'http://other.example.org/',
    });
    expect(classify('//other.example.org/x')).toEqual({
      kind: 'text',
      text: '//other.example.org/x',
    });
  });

  it('shows anything else as text, and nothing as empty', () => {
    expect(classify('粤B12345 运单 W2025')).toEqual({ kind: 'text', text: '粤B12345 运单 W2025' });
    expect(classify('javascript:alert(1)')).toEqual({ kind: 'text', text: 'javascript:alert(1)' });
    expect(classify('   ')).toEqual({ kind: 'empty' });
  });
});
