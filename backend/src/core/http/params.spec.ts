import { NotFoundException } from '@nestjs/common';
import { IdPipe } from './params.js';

describe('IdPipe', () => {
  const pipe = new IdPipe();

  it('reads whole numbers that a row could have', () => {
    expect(pipe.transform('0')).toBe(0);
    expect(pipe.transform('42')).toBe(42);
    expect(pipe.transform('2147483647')).toBe(2147483647);
    // As the global pipe hands it over, read from decimal digits.
    expect(pipe.transform(42)).toBe(42);
  });

  it.each(['abc', '', '-1', '1.5', '1e3', '2147483648', '99999999999', ' 1', '0x10', -1, 1.5, Number.NaN, 2 ** 53, {}])(
    'answers 404 for %j',
    (raw) => {
      expect(() => pipe.transform(raw)).toThrow(NotFoundException);
    },
  );
});
