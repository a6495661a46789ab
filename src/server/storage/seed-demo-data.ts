/**
 * Demo data for a fresh sandbox database: the demo user +853 66123456 with one paid TPS policy, so
 * "my policies" is not empty on first start. Seeded once per database (a marker row remembers it),
 * priced with the product's own rates so the demo matches the tariff in use.
 */
import { ratePremium, type ProductRegistry } from '../../engine/index.js';
import { addDays, macaoToday } from '../calendar/macao-clock.js';
import { newOrderId, newPayOrderId, nextPolicyNo, nextQuotationNo } from '../orders/order-numbers.js';
import type { GatewayDb } from './database.js';
import { readMeta, writeMeta } from './gateway-meta.repo.js';

export const DEMO_USER = { userId: 'U-DEMO00000001', areaCode: '853', phone: '66123456' } as const;
const SEEDED_KEY = 'demoDataSeeded';

/** The demo policy's order form: an individual trip to Macao, Hong Kong and Guangdong, a week long, in two weeks. */
export function demoTravelForm(today: string): Record<string, unknown> {
  const person = {
    englishName: 'CHAN TAI MAN',
    chineseName: '陳大文',
    gender: 'M',
    dob: '1988-05-12',
    identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
  };
  const commDate = addDays(today, 14);
  return {
    productCode: 'TPS',
    billingCurrency: 'MOP',
    planCode: 'INDIVIDUAL_BASIC',
    areaCode: '07',
    commDate,
    expiryDate: addDays(commDate, 6),
    insurantInfo: [{ ...person, relation: 'SELF', beneficiary: 'LEGAL' }],
    policyHolderInfo: {
      ...person,
      mobilePhoneNo: { code: DEMO_USER.areaCode, [DEMO_USER.areaCode]: DEMO_USER.phone },
      mail: 'demo.user@example.com',
      address: 'Avenida da Praia Grande 123, Macau',
    },
    declaration: true,
  };
}

/** Seeds the demo data unless this database was seeded before; true when it seeded now. */
export async function seedDemoData(db: GatewayDb, registry: ProductRegistry, now: Date): Promise<boolean> {
  if ((await readMeta(db, SEEDED_KEY)) !== undefined) return false;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values({
      user_id: DEMO_USER.userId, area_code: DEMO_USER.areaCode, phone: DEMO_USER.phone, username: 'Demo',
      mail: 'demo.user@example.com', password_hash: null, grade: 'standard', points: 0, created_at: at,
    }).onConflict((oc) => oc.columns(['area_code', 'phone']).doNothing()).execute();
    const user = await trx.selectFrom('users').select('user_id')
      .where('area_code', '=', DEMO_USER.areaCode).where('phone', '=', DEMO_USER.phone).executeTakeFirstOrThrow();

    const tps = registry.get('TPS');
    if (tps) {
      const formData = demoTravelForm(macaoToday(now));
      const rated = ratePremium(tps.rates, formData);
      if (!rated.ok) throw new Error(`demo data: the TPS rates cannot price the demo policy (${rated.reason})`);
      const b2cOrderId = newOrderId('TPS', now);
      const payOrderId = newPayOrderId(now);
      await trx.insertInto('orders').values({
        b2c_order_id: b2cOrderId, user_id: user.user_id, product_code: 'TPS', kind: 'purchase', channel: 'web', status: 'paid',
        form_data: JSON.stringify(formData), step: tps.definition.steps.at(-1)?.id ?? null,
        quotation_no: await nextQuotationNo(trx, 'TPS', now), premium: rated.premium, currency: rated.currency,
        breakdown: JSON.stringify(rated.breakdown), released_at: at, pay_order_id: payOrderId,
        policy_no: await nextPolicyNo(trx, 'TPS', now), comm_date: formData.commDate as string,
        expiry_date: formData.expiryDate as string, created_at: at, updated_at: at, paid_at: at, deleted_at: null,
        paid_amount: rated.premium, discount: 0,
      }).execute();
      await trx.insertInto('payments').values({
        pay_order_id: payOrderId, b2c_order_id: b2cOrderId, user_id: user.user_id, idempotency_key: 'demo-seed',
        amount: rated.premium, currency: rated.currency, status: 'paid', return_url: '/pages/myPolicy/index',
        created_at: at, updated_at: at,
      }).execute();
    }
    await writeMeta(trx, SEEDED_KEY, at);
  });
  return true;
}
