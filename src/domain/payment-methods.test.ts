import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PAYMENT_METHODS, isPaymentMethod } from './payment-methods.ts';

describe('the payment methods', () => {
  it("are the contract's, in its order, without its empty value (the customer chooses at the provider)", () => {
    type Parameter = { name: string; schema: { enum: string[] } };
    const contract = parse(readFileSync(new URL('../../openapi/shop-api.yaml', import.meta.url), 'utf8')) as {
      paths: Record<string, { get: { parameters: Parameter[] } }>;
    };
    const parameter = contract.paths['/v2/shop/payments/link']!.get.parameters.find((p) => p.name === 'paymentMethod');
    expect(['', ...PAYMENT_METHODS]).toEqual(parameter?.schema.enum);
  });

  it('tell a method from an empty or unknown value', () => {
    expect(isPaymentMethod('IDEAL')).toBe(true);
    expect(isPaymentMethod('')).toBe(false);
    expect(isPaymentMethod('CASH')).toBe(false);
    expect(isPaymentMethod(null)).toBe(false);
  });
});
