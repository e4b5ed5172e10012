/** The form convention's required mark: a field is marked when its rule refuses it empty. */
import { describe, expect, it } from 'vitest';
import { isRequired, type Validators } from '@/components/form';

interface Values {
  name: string;
  remark: string;
  photos: string[];
  validity: readonly [string, string] | null;
  newEnergy: boolean;
  certificateNo: string;
  certificatePhoto: string[];
}

const VALUES: Values = {
  name: '王建国',
  remark: '',
  photos: ['a.png'],
  validity: ['2020-01-01', '2040-01-01'],
  newEnergy: false,
  certificateNo: '',
  certificatePhoto: [],
};

const rules: Validators<Values> = {
  name: (v) => (v.trim() ? null : '请输入姓名'),
  // A format rule that lets an empty value through: optional.
  remark: (v) => (v.length > 100 ? '最多100字' : null),
  photos: (v) => (v.length ? null : '请上传照片'),
  validity: (v) => (v ? null : '请选择有效期'),
  newEnergy: () => '不会被问到',
  // Required only once the certificate is begun (its photo taken).
  certificateNo: (v, all) =>
    all.certificatePhoto.length > 0 && v.trim() === '' ? '请输入从业资格证号' : null,
};

describe('isRequired', () => {
  it("marks a field whose rule refuses it empty ('', [] or null), whatever it holds now", () => {
    expect(isRequired(rules, 'name', VALUES)).toBe(true);
    expect(isRequired(rules, 'photos', VALUES)).toBe(true);
    expect(isRequired(rules, 'validity', VALUES)).toBe(true);
  });

  it('leaves a field without a rule, or whose rule accepts empty, unmarked', () => {
    expect(isRequired(rules, 'remark', VALUES)).toBe(false);
    expect(isRequired(rules, 'certificatePhoto', VALUES)).toBe(false);
  });

  it('never marks a switch: it has no empty value', () => {
    expect(isRequired(rules, 'newEnergy', VALUES)).toBe(false);
  });

  it('follows a rule that applies only sometimes', () => {
    expect(isRequired(rules, 'certificateNo', VALUES)).toBe(false);
    expect(isRequired(rules, 'certificateNo', { ...VALUES, certificatePhoto: ['c.png'] })).toBe(
      true,
    );
  });
});
