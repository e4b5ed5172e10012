import { describe, expect, it } from 'vitest';
import { attachmentFilename } from '@/lib/http/attachment-name';

describe('attachmentFilename', () => {
  it.each([
    [`attachment; filename="x.pdf"; filename*=UTF-8''%E8%BF%90%E5%8D%95.pdf`, '运单.pdf'],
    [`attachment; filename*=utf-8'zh'%E8%B4%A6%E5%8D%95.csv`, '账单.csv'],
    ['attachment; filename="report 1.pdf"', 'report 1.pdf'],
    ['attachment;filename=%E8%B4%A6%E5%8D%95.csv', '账单.csv'],
    ['attachment; filename=plain.txt; size=3', 'plain.txt'],
    ['attachment; filename="100%.txt"', '100%.txt'],
  ])('%s → %s', (header, name) => {
    expect(attachmentFilename(header)).toBe(name);
  });

  it.each([undefined, '', 'attachment', 'attachment; filename=""', 'inline; name="x.pdf"'])(
    '%s → null',
    (header) => {
      expect(attachmentFilename(header)).toBeNull();
    },
  );
});
