import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatReviewed,
  putEntry,
  readReviewed,
  type ReviewEntry,
} from '../../../review/lib/reviewed-file';

const entry = (over: Partial<ReviewEntry> = {}): ReviewEntry => ({
  decision: 'accepted',
  kind: 'changed',
  reviewer: 'Li Wei',
  time: '2026-12-07T12:00:00.000Z',
  note: '',
  ...over,
});

describe('the reviewed file', () => {
  it('writes one story a line, stories sorted, keys in a fixed order', () => {
    const text = formatReviewed({
      'screens-me-center-mescreen--default': entry({ note: 'new card style' }),
      'components-card--list-rows': {
        note: 'wrong blue',
        time: '2026-12-07T12:01:00.000Z',
        reviewer: 'Li Wei',
        kind: 'changed',
        decision: 'rejected',
      },
    });
    expect(text).toBe(
      '{\n' +
        '  "components-card--list-rows": {"decision":"rejected","kind":"changed","reviewer":"Li Wei","time":"2026-12-07T12:01:00.000Z","note":"wrong blue"},\n' +
        '  "screens-me-center-mescreen--default": {"decision":"accepted","kind":"changed","reviewer":"Li Wei","time":"2026-12-07T12:00:00.000Z","note":"new card style"}\n' +
        '}\n',
    );
    expect(JSON.parse(text)).toHaveProperty(['components-card--list-rows', 'decision'], 'rejected');
  });

  it('is an empty object with no decisions', () => {
    expect(formatReviewed({})).toBe('{}\n');
  });

  it('puts, replaces and removes one entry, returning the one before', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'reviewed-')), 'reviewed.json');
    expect(readReviewed(file)).toEqual({});
    expect(putEntry(file, 'a--b', entry())).toBeUndefined();
    const before = putEntry(file, 'a--b', entry({ decision: 'rejected', note: 'no' }));
    expect(before?.decision).toBe('accepted');
    putEntry(file, 'a--c', entry({ kind: 'new' }));
    expect(Object.keys(readReviewed(file))).toEqual(['a--b', 'a--c']);
    expect(readReviewed(file)['a--b'].note).toBe('no');
    putEntry(file, 'a--b', undefined);
    expect(readFileSync(file, 'utf8')).toBe(
      '{\n  "a--c": {"decision":"accepted","kind":"new","reviewer":"Li Wei","time":"2026-12-07T12:00:00.000Z","note":""}\n}\n',
    );
  });
});
