import { waitFor } from '@testing-library/react';

/**
 * The first insured person's English name, once drawn: the insured persons' list is rjsf's array field, loaded on
 * first use (src/ui/base-registry.ts), so its step can show before it.
 */
export function firstInsuredName(): Promise<HTMLInputElement> {
  return waitFor(() => {
    const input = document.getElementById('root_insurantInfo_0_englishName');
    if (!(input instanceof HTMLInputElement)) throw new Error('the insured persons are not drawn yet');
    return input;
  });
}
