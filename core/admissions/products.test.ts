import { describe, expect, it } from 'vitest';
import {
  ADMISSION_KINDS,
  ADMISSION_PRODUCTS,
  admissionProduct,
  isAdmissionKind,
  perKind,
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

  it('keeps the spec prices', () => {
    expect(perKind((p) => p.price)).toEqual({ standard: 6500, express: 9000, child: 4500 });
  });
});
