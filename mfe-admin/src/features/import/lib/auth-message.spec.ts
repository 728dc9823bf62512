import { describe, expect, it } from 'vitest';
import { isAuthSuccess } from './auth-message';

const OWN = 'https://caliber.example';

describe('isAuthSuccess (the auth-success window’s message)', () => {
  it('accepts {type: EBAY_AUTH_SUCCESS, success: true} from our own origin', () => {
    expect(isAuthSuccess({ origin: OWN, data: { type: 'EBAY_AUTH_SUCCESS', success: true } }, OWN)).toBe(true);
  });

  it('ignores another origin, another type, a failure and non-objects', () => {
    expect(isAuthSuccess({ origin: 'https://evil.example', data: { type: 'EBAY_AUTH_SUCCESS', success: true } }, OWN)).toBe(false);
    expect(isAuthSuccess({ origin: OWN, data: { type: 'OTHER', success: true } }, OWN)).toBe(false);
    expect(isAuthSuccess({ origin: OWN, data: { type: 'EBAY_AUTH_SUCCESS', success: false } }, OWN)).toBe(false);
    expect(isAuthSuccess({ origin: OWN, data: 'EBAY_AUTH_SUCCESS' }, OWN)).toBe(false);
    expect(isAuthSuccess({ origin: OWN, data: null }, OWN)).toBe(false);
  });
});
