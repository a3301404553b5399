import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { EMAIL_PATTERN, isEmail } from '../../core/shared/field-rules';
import { emailField } from '../contract/auth';

/** Core's email rule and the contract's `z.email` must accept exactly the same addresses. */
describe('the edge and core agree on emails', () => {
  it('core’s pattern is zod’s default email pattern', () => {
    const samples = [
      'a@example.com',
      'ada.lovelace+park@example.co.uk',
      "o'brien@example.ie",
      'a..b@example.com',
      '.a@example.com',
      'a.@example.com',
      'a@example',
      'a@-example.com',
      'a@example.c',
      'a b@example.com',
      'ä@example.com',
    ];
    for (const sample of samples)
      expect(EMAIL_PATTERN.test(sample), sample).toBe(z.regexes.email.test(sample));
  });

  it('the contract’s email field delegates to core', () => {
    for (const sample of ['ada@example.com', 'ada@example', 'a..b@example.com'])
      expect(emailField.safeParse(sample).success, sample).toBe(isEmail(sample));
  });
});
