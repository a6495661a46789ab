/** A valid TPS order form, step by step, for gateway tests. */

export function tpsPerson(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    englishName: 'CHAN TAI MAN',
    chineseName: '陳大文',
    gender: 'M',
    dob: '1990-03-15',
    identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
    ...overrides,
  };
}

/** The whole form, built on the defaults a new draft came with (productCode, currency, dates). */
export function tpsForm(defaults: Record<string, unknown>, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...defaults,
    planCode: 'INDIVIDUAL_BASIC',
    areaCode: '02',
    insurantInfo: [
      { ...tpsPerson(), relation: 'SELF', beneficiary: 'LEGAL' },
      { ...tpsPerson({ englishName: 'WONG MEI LING', chineseName: '黃美玲', gender: 'F', dob: '1992-07-01' }), relation: 'SPOUSE', beneficiary: 'LEGAL' },
    ],
    policyHolderInfo: {
      ...tpsPerson(),
      mobilePhoneNo: { code: '853', 853: '66123456' },
      mail: 'chan.tai.man@example.com',
      address: 'Rua do Campo 10, Macau',
    },
    declaration: true,
    ...overrides,
  };
}

/** The TPS wizard steps in order. */
export const TPS_STEPS = ['plan', 'insured', 'holder', 'confirm'] as const;
