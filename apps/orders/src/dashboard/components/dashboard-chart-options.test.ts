import { describe, expect, it } from 'vitest';
import { bucketLabel } from './dashboard-chart-options';

describe('bucketLabel', () => {
  it('names a bucket whole, in the date-time setting, with only the parts its unit tells apart', () => {
    const bucket = '2025-01-31 14:00';
    expect(bucketLabel('year', bucket, 'YYYY-MM-DD HH:mm:ss')).toBe('2025');
    expect(bucketLabel('month', bucket, 'YYYY-MM-DD HH:mm:ss')).toBe('2025-01');
    expect(bucketLabel('day', bucket, 'YYYY-MM-DD HH:mm:ss')).toBe('2025-01-31');
    expect(bucketLabel('hour', bucket, 'YYYY-MM-DD HH:mm:ss')).toBe('2025-01-31 14:00');

    expect(bucketLabel('month', bucket, 'YYYY/MM/DD HH:mm:ss')).toBe('2025/01');
    expect(bucketLabel('day', bucket, 'YYYY/MM/DD HH:mm:ss')).toBe('2025/01/31');
    expect(bucketLabel('hour', bucket, 'YYYY/MM/DD HH:mm:ss')).toBe('2025/01/31 14:00');

    expect(bucketLabel('month', bucket, 'YYYYMMDDHHmmssSSS')).toBe('202501');
    expect(bucketLabel('day', bucket, 'YYYYMMDDHHmmssSSS')).toBe('20250131');
    expect(bucketLabel('hour', bucket, 'YYYYMMDDHHmmssSSS')).toBe('202501311400');
  });

  it('still names the hour of an hour bucket when the setting shows days only', () => {
    expect(bucketLabel('hour', '2025-01-31 09:00', 'YYYY/MM/DD')).toBe('2025/01/31 09:00');
    expect(bucketLabel('day', '2025-01-31 00:00', 'YYYYMMDD')).toBe('20250131');
  });

  it('keeps the wall-clock time of the bucket: never shifted into another zone', () => {
    expect(bucketLabel('hour', '2025-03-30 23:00', 'YYYY-MM-DD HH:mm:ss')).toBe('2025-03-30 23:00');
    expect(bucketLabel('day', '2025-12-31 00:00', 'YYYY/MM/DD')).toBe('2025/12/31');
  });
});
