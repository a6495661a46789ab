/**
 * Seed data of the engagement domain: idempotent, run on every start after the core seeds. Reference
 * data: the coupon templates and the knowledge articles. Demo user: their coupons, a welcome message,
 * and the points and "policy issued" message of the demo policy (paid before this domain existed).
 */
import type { Insertable } from 'kysely';
import { WELCOME_MESSAGE } from './engagement-messages.js';
import { KNOWLEDGE_ARTICLES } from './knowledge-articles.js';
import { applyPaidOrderEffects } from '../payments/paid-order-effects.js';
import { LANGS } from '../../engine/index.js';
import { issueCoupon, issueNewUserCoupons } from './coupons.repo.js';
import { insertMessage } from './messages.repo.js';
import type { CouponTemplatesTable } from './engagement.table.js';
import type { SeedContext } from '../storage/seed-context.js';

const TRAVEL_PRODUCTS = ['TPS', 'TPA', 'TPT', 'TSA', 'TSS', 'TDS', 'THLM'];
const HOME_PRODUCTS = ['FHH', 'FHS', 'FIR'];
const MOTOR_PRODUCTS = ['MTV', 'MTC', 'MTS', 'MTT'];

export const SEED_COUPON_TEMPLATES: readonly Insertable<CouponTemplatesTable>[] = [
  {
    template_id: 'CT-NEWUSER30', code: 'NEWUSER30', channel: 'newUser', kind: 'amount', value: 30, min_premium: 100, max_discount: null,
    product_codes: '[]', valid_days: 30, published: 1, sort_order: 1,
    name_tw: '新用戶MOP 30優惠券', name_cn: '新用户MOP 30优惠券', name_en: 'New customer MOP 30 off',
  },
  {
    template_id: 'CT-TRAVEL50', code: 'TRAVEL50', channel: 'code', kind: 'amount', value: 50, min_premium: 300, max_discount: null,
    product_codes: JSON.stringify(TRAVEL_PRODUCTS), valid_days: 60, published: 1, sort_order: 2,
    name_tw: '旅遊保險滿MOP 300減MOP 50', name_cn: '旅游保险满MOP 300减MOP 50', name_en: 'Travel: MOP 50 off over MOP 300',
  },
  {
    template_id: 'CT-HOME10', code: 'HOME10', channel: 'code', kind: 'percent', value: 10, min_premium: 0, max_discount: 200,
    product_codes: JSON.stringify(HOME_PRODUCTS), valid_days: 90, published: 1, sort_order: 3,
    name_tw: '家居保險九折（最高減MOP 200）', name_cn: '家居保险九折（最高减MOP 200）', name_en: 'Home: 10% off (up to MOP 200)',
  },
  {
    template_id: 'CT-MOTOR100', code: 'MOTOR100', channel: 'code', kind: 'amount', value: 100, min_premium: 2000, max_discount: null,
    product_codes: JSON.stringify(MOTOR_PRODUCTS), valid_days: 90, published: 1, sort_order: 4,
    name_tw: '汽車保險滿MOP 2,000減MOP 100', name_cn: '汽车保险满MOP 2,000减MOP 100', name_en: 'Motor: MOP 100 off over MOP 2,000',
  },
];

async function seedCouponTemplates({ db }: SeedContext): Promise<void> {
  for (const template of SEED_COUPON_TEMPLATES) {
    await db.insertInto('coupon_templates').values(template).onConflict((oc) => oc.column('template_id').doNothing()).execute();
  }
}

async function seedKnowledge({ db }: SeedContext): Promise<void> {
  for (const article of KNOWLEDGE_ARTICLES) {
    await db.insertInto('knowledge_articles')
      .values({ article_id: article.articleId, category: article.category, published_on: article.publishedOn })
      .onConflict((oc) => oc.column('article_id').doNothing()).execute();
    for (const lang of LANGS) {
      const text = article.texts[lang];
      await db.insertInto('knowledge_article_texts')
        .values({ article_id: article.articleId, lang, title: text.title, summary: text.summary, body_html: text.bodyHtml })
        .onConflict((oc) => oc.columns(['article_id', 'lang']).doNothing()).execute();
    }
  }
}

async function seedDemoUser({ db, now, demoUserId }: SeedContext): Promise<void> {
  await issueNewUserCoupons(db, demoUserId, now);
  const home = await db.selectFrom('coupon_templates').selectAll().where('template_id', '=', 'CT-HOME10').executeTakeFirstOrThrow();
  await issueCoupon(db, demoUserId, home, now);
  const user = await db.selectFrom('users').select('created_at').where('user_id', '=', demoUserId).executeTakeFirstOrThrow();
  await insertMessage(db, {
    messageId: `MSG-WELCOME-${demoUserId}`, userId: demoUserId, kind: 'welcome', titleKey: WELCOME_MESSAGE.titleKey,
    bodyKey: WELCOME_MESSAGE.bodyKey, params: {}, link: '/pages/service/index', at: user.created_at,
  });
  const paid = await db.selectFrom('orders').selectAll().where('user_id', '=', demoUserId).where('status', '=', 'paid')
    .orderBy('paid_at').orderBy('b2c_order_id').execute();
  for (const order of paid) {
    await db.transaction().execute((trx) => applyPaidOrderEffects(trx, order, order.paid_at ?? order.updated_at));
  }
}

export async function seedEngagement(seed: SeedContext): Promise<void> {
  await seedCouponTemplates(seed);
  await seedKnowledge(seed);
  if (seed.demo) await seedDemoUser(seed);
}
