import { describe, expect, it } from 'vitest';
import { displayAmount, displayPrice } from './money';

describe('displayAmount', () => {
  it('shows the currency’s digits with grouped thousands, exactly', () => {
    expect(displayAmount('1234.5', 'USD')).toBe('1,234.50');
    expect(displayAmount('1234567.125', 'USD')).toBe('1,234,567.13');
    expect(displayAmount('1234567', 'JPY')).toBe('1,234,567');
    expect(displayAmount('12.3456', 'KWD')).toBe('12.346');
    expect(displayAmount('-9876543.21', 'EUR')).toBe('-9,876,543.21');
    expect(displayAmount('999', null)).toBe('999.00');
    // Beyond a float's exact range: every digit stays.
    expect(displayAmount('123456789012345.67', 'USD')).toBe('123,456,789,012,345.67');
  });

  it('shows a text that is no decimal as it came', () => {
    expect(displayAmount('n/a', 'USD')).toBe('n/a');
    expect(displayAmount('', 'USD')).toBe('');
  });
});

describe('displayPrice', () => {
  it('keeps every digit a price was given with, and at least the currency’s', () => {
    expect(displayPrice('120.005', 'EUR')).toBe('120.005');
    expect(displayPrice('1250', 'USD')).toBe('1,250.00');
    expect(displayPrice('12.5', 'USD')).toBe('12.50');
    expect(displayPrice('0.1234', 'JPY')).toBe('0.1234');
    expect(displayPrice('n/a', 'USD')).toBe('n/a');
  });
});
