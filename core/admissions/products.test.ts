import { describe, expect, it } from 'vitest';
import {
  ADMISSION_KINDS,
  ADMISSION_PRODUCTS,
  admissionProduct,
  isAdmissionKind,
  perBucket,
  perKind,
  REPORT_BUCKETS,
  admissionKind,
  reportBucket,
  reportBucketOf,
} from './products';

describe('the catalogue of admission products', () => {
  it('lists each kind once, with its own report bit', () => {
    expect(new Set(ADMISSION_KINDS).size).toBe(ADMISSION_PRODUCTS.length);
    const bits = ADMISSION_PRODUCTS.map((p) => p.report.bit);
    expect(new Set(bits).size).toBe(bits.length);
    for (const bit of bits) expect(Math.log2(bit) % 1).toBe(0);
  });

  it('refuses an unknown kind instead of filing it as another', () => {
    expect(isAdmissionKind('pass')).toBe(false);
    expect(() => admissionProduct('season')).toThrow(RangeError);
    expect(admissionProduct('express').capacity.express).toBe(1);
  });

  it('names each report bucket by its first product, and refuses an unknown kind or bucket', () => {
    expect(REPORT_BUCKETS.map((b) => [b.bucket, b.label, b.kinds])).toEqual([
      ['standard', 'Standard', ['standard']],
      ['express', 'Express', ['express']],
      ['child', 'Child', ['child']],
    ]);
    expect(reportBucketOf('child')).toBe('child');
    expect(() => reportBucketOf('season')).toThrow(/unknown admission kind/);
    expect(() => reportBucket('season')).toThrow(/unknown report bucket/);
    expect(() => admissionKind('Standard')).toThrow(RangeError);
    expect(perBucket((b) => b.bit)).toEqual({ standard: 1, express: 2, child: 4 });
  });

  it('keeps the spec prices', () => {
    expect(perKind((p) => p.price)).toEqual({ standard: 6500, express: 9000, child: 4500 });
  });
});
