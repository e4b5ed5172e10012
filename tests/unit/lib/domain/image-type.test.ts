import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkImage, checkUploadAnswer, fileExtension } from '@/lib/domain/image-type';

describe('image types (§5)', () => {
  it.each([
    ['a.jpg', 'image/jpeg'],
    ['a.jpeg', 'image/jpeg'],
    ['a.png', 'image/png'],
    ['a.gif', 'image/gif'],
    ['a.psd', 'image/vnd.adobe.photoshop'],
    ['a.tif', 'image/tiff'],
    ['a.bmp', 'image/bmp'],
    ['a.JPG', ''],
    ['a.Jpeg', undefined],
    ['a.PNG', null],
    ['a.psd', ''],
    ['a.tiff', 'application/octet-stream'],
    ['/storage/emulated/0/DCIM/IMG_001.BMP', undefined],
    ['file:///var/mobile/photo.gif?size=2', undefined],
  ])('accepts %s (%s)', (name, type) => {
    expect(checkImage({ name, type })).toBeNull();
  });

  it.each([
    ['a.heic', 'image/heic'],
    ['a.HEIC', ''],
    ['/private/var/mobile/IMG_0001.HEIC', undefined],
    ['IMG_0001.heic', 'image/jpeg'],
    ['a.jpg', 'image/heic'],
    ['a.webp', 'image/webp'],
    ['a.pdf', 'application/pdf'],
    ['a.jpg', 'text/plain'],
    ['a.svg', 'image/svg+xml'],
    ['noextension', ''],
    ['', ''],
  ])('refuses %s (%s) with 请上传正确图片格式', (name, type) => {
    expect(checkImage({ name, type })).toBe('请上传正确图片格式');
  });

  it('reads the extension of a name or path', () => {
    expect(fileExtension('/a.b/c.JPG')).toBe('jpg');
    expect(fileExtension('/a.b/c')).toBe('');
    expect(fileExtension('c.png#x')).toBe('png');
    expect(fileExtension(null)).toBe('');
  });

  const base = fc.stringMatching(/^[A-Za-z0-9_/-]{1,20}$/);
  const randomCase = (ext: string, mask: number[]) =>
    Array.from(ext, (c, i) => (mask[i % mask.length]! % 2 ? c.toUpperCase() : c)).join('');

  it('property: every allowed extension in any letter case is accepted when the type is unknown', () => {
    fc.assert(
      fc.property(
        base,
        fc.constantFrom('jpg', 'jpeg', 'png', 'gif', 'psd', 'tif', 'tiff', 'bmp'),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', undefined, null, 'application/octet-stream'),
        (name, ext, mask, type) => {
          expect(checkImage({ name: `${name}.${randomCase(ext, mask)}`, type })).toBeNull();
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: a path ending .heic in any case is refused whatever type it claims', () => {
    fc.assert(
      fc.property(
        base,
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.constantFrom('', undefined, 'image/jpeg', 'image/png', 'image/heic'),
        (name, mask, type) => {
          expect(checkImage({ name: `${name}.${randomCase('heic', mask)}`, type })).toBe(
            '请上传正确图片格式',
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('property: never throws and answers null or the format message', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (name, type) => {
        expect([null, '请上传正确图片格式']).toContain(checkImage({ name, type }));
      }),
      { numRuns: 1000 },
    );
  });
});

describe('upload answer (§5)', () => {
  it('the string null (or nothing) means 图片上传失败，请重试', () => {
    expect(checkUploadAnswer('null')).toBe('图片上传失败，请重试');
    expect(checkUploadAnswer(' null ')).toBe('图片上传失败，请重试');
    expect(checkUploadAnswer(null)).toBe('图片上传失败，请重试');
    expect(checkUploadAnswer(undefined)).toBe('图片上传失败，请重试');
    expect(checkUploadAnswer('')).toBe('图片上传失败，请重试');
  });

  it('accepts a path or an upload result', () => {
    expect(checkUploadAnswer('https://files.example/a.jpg')).toBeNull();
    expect(checkUploadAnswer({ fullFilePath: 'a', fullFileWatermarkPath: 'b' })).toBeNull();
  });

  it('property: any other non-empty string is accepted', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (s) => {
        fc.pre(s.trim() !== '' && s.trim() !== 'null');
        expect(checkUploadAnswer(s)).toBeNull();
      }),
      { numRuns: 1000 },
    );
  });
});
