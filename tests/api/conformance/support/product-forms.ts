/**
 * A valid whole order form per product sold through the purchase flow, built on a new draft's defaults
 * for the signed-in user of the client (MTV's registration photo is uploaded by that user), with the
 * product's wizard steps: what a replay saves and sends with NEXT.
 */
import type { SignedApiClient } from '../../../../src/api/index.js';
import { MTV_STEPS, mtvForm } from '../../policy-services/policy-flow.js';
import { tpsForm, TPS_STEPS } from '../../server/tps-form.js';

/** A minimal PNG signature followed by filler: enough for the upload's magic-byte check. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

type Form = Record<string, unknown>;

export interface ProductForm {
  steps: readonly string[];
  /** The whole form on the draft's defaults, for the client's signed-in user. */
  build(defaults: Form, client: SignedApiClient): Promise<Form>;
  /** The same form with a person outside the product's underwriting ages: valid, but its release is refused. */
  refused(form: Form): Form;
}

/** The form with the person at `field` (an object, or the first of a list) born on `dob`. */
function bornOn(form: Form, field: string, dob: string): Form {
  const value = form[field];
  if (Array.isArray(value)) return { ...form, [field]: value.map((person, index) => (index === 0 ? { ...(person as Form), dob } : person)) };
  return { ...form, [field]: { ...(value as Form), dob } };
}

const FHH_HOLDER = {
  englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: '1985-04-20',
  identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
  mobilePhoneNo: { code: '853', 853: '66123456' }, mail: 'chan.tai.man@example.com',
};

export const PRODUCT_FORMS: Readonly<Record<string, ProductForm>> = {
  // No limits stated: every insured person at most 85.
  TPS: { steps: TPS_STEPS, build: async (defaults) => tpsForm(defaults), refused: (form) => bornOn(form, 'insurantInfo', '1930-01-01') },
  FHH: {
    steps: ['plan', 'property', 'holder', 'confirm'],
    build: async (defaults) => ({
      ...defaults,
      planCode: 'B',
      propertyInfo: {
        ...(defaults.propertyInfo as Form),
        blockCode: 'TAI0001', address: 'Jardins do Oceano, Bloco 3, 12 andar B, Taipa', propertyType: 'APARTMENT',
        occupancy: 'TENANT', grossArea: 650, contentsValue: 350000,
      },
      holderInfo: FHH_HOLDER,
      declaration: true,
    }),
    // The policy holder at least 18.
    refused: (form) => bornOn(form, 'holderInfo', '2012-01-01'),
  },
  MTV: {
    steps: MTV_STEPS,
    async build(defaults, client) {
      const photo = await client.call('plat.fileUpload', { name: 'registration.png', type: 'image/png', content: PNG.toString('base64') });
      if (!photo) throw new Error('plat.fileUpload failed');
      return mtvForm(defaults, photo.fileId);
    },
    // The policy holder 18 to 80.
    refused: (form) => bornOn(form, 'holderInfo', '1935-01-01'),
  },
};
