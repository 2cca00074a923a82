import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  decimalOfNumber,
  formatMinor,
  isDecimal,
  minorUnitOf,
  multiplyToMinor,
  normaliseAmount,
  normaliseDatabaseAmount,
  parseDatabaseDecimal,
  parseDecimal,
  percentOfMinor,
  subtractAmounts,
  sumAmounts,
  toMinor,
  toMinorFromSum,
} from './money';

describe('exact decimal money', () => {
  it('knows the minor unit of a currency, two for the rest', () => {
    expect([minorUnitOf('USD'), minorUnitOf('JPY'), minorUnitOf('kwd'), minorUnitOf(null)]).toEqual(
      [2, 0, 3, 2],
    );
  });

  it('reads and writes decimal strings, refusing anything else', () => {
    expect(parseDecimal('1234.50')).toEqual({ units: 123450n, scale: 2 });
    expect(parseDecimal(' -0.005 ')).toEqual({ units: -5n, scale: 3 });
    expect(parseDecimal('7')).toEqual({ units: 7n, scale: 0 });
    for (const bad of ['', '1.', '.5', '1e3', '1,5', '1.1234567', '1234567890123456']) {
      expect(isDecimal(bad), bad).toBe(false);
      expect(() => parseDecimal(bad), bad).toThrow(RangeError);
    }
    expect(formatMinor(123456n, 2)).toBe('1234.56');
    expect(formatMinor(5n, 2)).toBe('0.05');
    expect(formatMinor(-5n, 3)).toBe('-0.005');
    expect(formatMinor(1027n, 0)).toBe('1027');
  });

  it('rounds once, half away from zero, on either side of zero', () => {
    expect(toMinor('0.125', 2)).toBe(13n);
    expect(toMinor('0.135', 2)).toBe(14n);
    expect(toMinor('0.124', 2)).toBe(12n);
    expect(toMinor('-0.125', 2)).toBe(-13n);
    expect(toMinor('-0.124', 2)).toBe(-12n);
    expect(toMinor('2.5', 0)).toBe(3n);
    expect(toMinor('-2.5', 0)).toBe(-3n);
    expect(toMinor('1.0005', 3)).toBe(1001n);
    expect(toMinor('12.5', 2)).toBe(1250n);
    // 3 × 0.335 is 1.005 exactly, which rounds up; as a float 1.005 is 1.00499… and goes down.
    expect(multiplyToMinor(decimalOfNumber(3), parseDecimal('0.335'), 2)).toBe(101n);
    expect(toMinor('1.005', 2)).toBe(101n);
    expect((1.005).toFixed(2)).toBe('1.00');
  });

  it('takes a percentage of an amount exactly, rounded once', () => {
    // 2 % of 70.07 is 1.4014; 8.25 % of 81.17 is 6.696525.
    expect(percentOfMinor(7007n, parseDecimal('2'), 2)).toBe(140n);
    expect(percentOfMinor(8117n, parseDecimal('8.25'), 2)).toBe(670n);
    // 10 % of −0.05 is −0.005: away from zero.
    expect(percentOfMinor(-5n, parseDecimal('10'), 2)).toBe(-1n);
    expect(percentOfMinor(1001n, parseDecimal('5'), 0)).toBe(50n);
  });

  it('reads numbers as what a person typed, float noise rounded off at six decimals', () => {
    expect(decimalOfNumber(19.99)).toEqual({ units: 1999n, scale: 2 });
    expect(decimalOfNumber(0.1 + 0.2)).toEqual({ units: 300000n, scale: 6 });
    expect(decimalOfNumber(1e-7)).toEqual({ units: 0n, scale: 6 });
    expect(decimalOfNumber(0.1234567)).toEqual({ units: 123457n, scale: 6 });
    expect(() => decimalOfNumber(Number.NaN)).toThrow(RangeError);
  });

  it('adds, subtracts, compares and normalises amounts exactly', () => {
    const tenths = Array<string>(10).fill('0.1');
    expect(sumAmounts(tenths, 2)).toBe('1.00');
    expect(tenths.map(Number).reduce((sum, value) => sum + value, 0)).not.toBe(1);
    expect(sumAmounts([], 0)).toBe('0');
    expect(subtractAmounts('87.87', '100', 2)).toBe('-12.13');
    expect(compareDecimals('1.50', '1.5')).toBe(0);
    expect(compareDecimals('-0.01', '0')).toBe(-1);
    expect(compareDecimals('10', '9.999999')).toBe(1);
    expect(normaliseAmount('12.5', 2)).toBe('12.50');
    expect(normaliseAmount('12.5', 0)).toBe('13');
    expect(normaliseAmount('1.2345', 3)).toBe('1.235');
  });

  it('reads database sums past the 15 digits a typed amount is held to, rounded the same way', () => {
    // 20 integer digits: a SUM of many numeric(20, 6) amounts; parseDecimal refuses it.
    const sum = '12345678901234567890.125000';
    expect(() => parseDecimal(sum)).toThrow(RangeError);
    expect(parseDatabaseDecimal(sum)).toEqual({ units: 12345678901234567890125000n, scale: 6 });
    expect(toMinorFromSum(sum, 2)).toBe(1234567890123456789013n);
    expect(normaliseDatabaseAmount(sum, 2)).toBe('12345678901234567890.13');
    expect(normaliseDatabaseAmount('-12345678901234567890.125', 2)).toBe(
      '-12345678901234567890.13',
    );
    expect(normaliseDatabaseAmount('1234567890123456.5', 0)).toBe('1234567890123457');
    // Small sums read exactly as the capped reader reads them.
    expect(toMinorFromSum('1.005', 2)).toBe(toMinor('1.005', 2));
    expect(normaliseDatabaseAmount('0', 3)).toBe('0.000');
    for (const bad of ['', '1e21', 'NaN', '1.', '.5', '12 3']) {
      expect(() => parseDatabaseDecimal(bad)).toThrow(RangeError);
    }
  });
});
