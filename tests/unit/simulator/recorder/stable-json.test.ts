import { describe, expect, it } from 'vitest';
import { compactJson, stableJson } from '@sim/ui/recorder/stable-json';

describe('recorded files are stable and diffable', () => {
  const file = {
    version: 1,
    steps: [
      { value: '13800000002', fill: '手机号' },
      { role: 'button', tap: '登录' },
    ],
    name: '录制',
    sandbox: { scenario: 'newDriver', faults: [] },
    screenshots: { 截图1: 'data:image/jpeg;base64,AAAA' },
    empty: [],
    skipped: undefined,
  };

  it('sorts keys at every depth and drops undefined', () => {
    expect(compactJson({ b: 1, a: { d: 2, c: [{ z: 1, y: 2 }] }, u: undefined })).toBe(
      '{"a":{"c":[{"y":2,"z":1}],"d":2},"b":1}',
    );
  });

  it('writes one top-level key, one step and one picture per line', () => {
    expect(stableJson(file)).toBe(
      [
        '{',
        '  "empty": [],',
        '  "name": "录制",',
        '  "sandbox": {',
        '    "faults": [],',
        '    "scenario": "newDriver"',
        '  },',
        '  "screenshots": {',
        '    "截图1": "data:image/jpeg;base64,AAAA"',
        '  },',
        '  "steps": [',
        '    {"fill":"手机号","value":"13800000002"},',
        '    {"role":"button","tap":"登录"}',
        '  ],',
        '  "version": 1',
        '}',
        '',
      ].join('\n'),
    );
  });

  it('reads back as the same data, and the same data writes the same text', () => {
    const text = stableJson(file);
    const { skipped: _skipped, ...defined } = file;
    expect(JSON.parse(text)).toEqual(defined);
    const shuffled = { ...defined, steps: defined.steps.map((s) => ({ ...s })) };
    expect(stableJson(JSON.parse(JSON.stringify(shuffled)) as Record<string, unknown>)).toBe(text);
  });

  it('adds a step as one added line (and a comma after the step before it)', () => {
    const before = stableJson(file).split('\n');
    const after = stableJson({ ...file, steps: [...file.steps, { expectText: '发车成功' }] }).split(
      '\n',
    );
    const added = after.filter((line) => !before.includes(line));
    expect(added).toEqual(['    {"role":"button","tap":"登录"},', '    {"expectText":"发车成功"}']);
  });
  it('writes a hole in a list as null, so the file always parses (a bug report whose later steps had pictures and earlier ones not)', () => {
    const shots: (string | null)[] = [null];
    shots[3] = 'data:image/jpeg;base64,AAAA';
    const text = stableJson({ reportStepShots: shots, nested: { list: shots } });
    expect(JSON.parse(text)).toEqual({
      reportStepShots: [null, null, null, 'data:image/jpeg;base64,AAAA'],
      nested: { list: [null, null, null, 'data:image/jpeg;base64,AAAA'] },
    });
    expect(compactJson(shots)).toBe('[null,null,null,"data:image/jpeg;base64,AAAA"]');
  });
});
