/**
 * Seed data of the policy-services domain: idempotent, run on every start after the core seeds. With
 * demo data, the demo user gets a paid MTV policy expiring in 20 days (with its car registration
 * photo), so the renewal, MTS and endorsement screens have a policy to work on from the first start.
 */
import { createHash } from 'node:crypto';
import { declarationDefault, deriveAnswers, ratePremium, type ProductBundle } from '../../engine/index.js';
import { addDays, macaoToday } from '../calendar/macao-clock.js';
import { nextPolicyNo, nextQuotationNo } from '../orders/order-numbers.js';
import { orderDates } from '../orders/policy-term.js';
import { findOrderById } from '../orders/orders.repo.js';
import type { SeedContext } from '../storage/seed-context.js';

/** Fixed ids, so a restart finds the seeded rows instead of adding more. */
export const DEMO_RENEWAL_ORDER_ID = 'MTV-DEMO-RENEWAL-0001';
const DEMO_REGISTRATION_FILE_ID = 'demo-mtv-registration';
/** Days from the seed date to the demo policy's expiry: inside the renewal window. */
const DEMO_DAYS_TO_EXPIRY = 20;

/** A tiny PNG (signature plus filler): the demo car's registration photo. */
const DEMO_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);

/** The demo MTV policy's form: a year of comprehensive cover ending `expiry`. */
function demoMotorForm(bundle: ProductBundle, expiry: string): Record<string, unknown> {
  const nextStart = addDays(expiry, 1);
  const start = `${String(Number(nextStart.slice(0, 4)) - 1)}${nextStart.slice(4) === '-02-29' ? '-03-01' : nextStart.slice(4)}`;
  const person = {
    englishName: 'CHAN TAI MAN', chineseName: '陳大文', gender: 'M', dob: '1988-05-12',
    identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
  };
  const form = {
    productCode: 'MTV',
    productType: 'PCA',
    planCode: 'COMP',
    basicInfo: { startDate: start, limit: '1,500,000' },
    carInfo: {
      type: 'P', carType: 'PCA', carUserType: 'SDP', isMortgage: false, username: 'CHAN TAI MAN', carCode: 'MB-23-45',
      carBrand: 'TOYOTA', carModel: 'TOYOTA_ALPHARD', carType2: 'MPV', carType3: 'HYBRID', motorCode: '2AR-7654321',
      carBodyCode: 'AYH30-0054321', motorSize: 2494, carSize: 7, carWeight: 2100, carYear: 2020, carDate: '2020-03-10',
      registrationImage: DEMO_REGISTRATION_FILE_ID,
    },
    questionList: (bundle.definition.declarations ?? []).map((question) => ({ ...declarationDefault('MTV', question), answer: '0' })),
    holderInfo: {
      ...person, mobilePhoneNo: { code: '853', 853: '66123456' }, address: 'Avenida da Praia Grande 123, Macau', mail: 'demo.user@example.com',
    },
    contactInfo: { mobilePhoneNo: { code: '853', 853: '66123456' } },
    declaration: true,
  };
  return deriveAnswers(bundle, form);
}

export async function seedPolicyService(seed: SeedContext): Promise<void> {
  const { db, now, registry } = seed;
  const mtv = registry.get('MTV');
  if (!seed.demo || !mtv || (await findOrderById(db, DEMO_RENEWAL_ORDER_ID))) return;
  const expiry = addDays(macaoToday(now), DEMO_DAYS_TO_EXPIRY);
  const formData = demoMotorForm(mtv, expiry);
  const rated = ratePremium(mtv.rates, formData);
  if (!rated.ok) throw new Error(`policy-services seed: the MTV rates cannot price the demo policy (${rated.reason})`);
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('files').values({
      file_id: DEMO_REGISTRATION_FILE_ID, user_id: seed.demoUserId, name: 'registration.png', type: 'image/png', size: DEMO_PNG.length,
      sha256: createHash('sha256').update(DEMO_PNG).digest('hex'), content: DEMO_PNG, created_at: at,
    }).onConflict((oc) => oc.column('file_id').doNothing()).execute();
    await trx.insertInto('orders').values({
      b2c_order_id: DEMO_RENEWAL_ORDER_ID, user_id: seed.demoUserId, product_code: 'MTV', kind: 'purchase', channel: 'web', status: 'paid',
      form_data: JSON.stringify(formData), step: mtv.definition.steps.at(-1)?.id ?? null,
      quotation_no: await nextQuotationNo(trx, 'MTV', now), premium: rated.premium, currency: rated.currency,
      breakdown: JSON.stringify(rated.breakdown), released_at: at, pay_order_id: null, policy_no: await nextPolicyNo(trx, 'MTV', now),
      ...orderDates(mtv, formData), created_at: at, updated_at: at, paid_at: at, deleted_at: null, paid_amount: rated.premium, discount: 0,
    }).execute();
  });
}
