/**
 * Seed data of the third-party domain: idempotent, run on every start after the core seeds. The four
 * apps always (each with its own jsapi ticket, generated once); with the demo data, the demo user's
 * account in each sandbox app and a WeChat binding, so the binding screens have something to show.
 */
import { randomBytes } from 'node:crypto';
import type { ThirdAppType } from '../../contract/rows/third-party.js';
import { DEMO_USER } from '../storage/seed-demo-data.js';
import { findUserBinding, insertThirdAppIfMissing, saveBinding } from './third-party.repo.js';
import { insertSandboxAccountIfMissing } from './third-sandbox.repo.js';
import type { SeedContext } from '../storage/seed-context.js';

/** Where the server login sends the browser to authorise: the sandbox apps' own page. */
export const SANDBOX_AUTHORIZE_PATH = '/sandbox/third/authorize';

const APPS: { appType: ThirdAppType; appId: string; name: string; sdkUrl: string; authDays: number }[] = [
  { appType: 'wechat', appId: 'wx5d3f0a9c81b2e647', name: 'WeChat', sdkUrl: 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js', authDays: 30 },
  { appType: 'bocApp', appId: 'BOCMO-INSMALL-01', name: 'BOC Macau mobile banking', sdkUrl: 'https://sandbox.bocmacau.example/jsbridge/v1/sdk.js', authDays: 90 },
  { appType: 'ctmApp', appId: 'CTM-WALLET-INS01', name: 'CTM wallet', sdkUrl: 'https://sandbox.ctm.example/wallet/jssdk.js', authDays: 90 },
  { appType: 'mpay', appId: 'MPAY-INS-000001', name: 'MPay', sdkUrl: 'https://sandbox.mpay.example/h5/jssdk.js', authDays: 180 },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo user's open id in an app's sandbox. */
export function demoOpenId(appType: ThirdAppType): string {
  return `o-demo-${appType.toLowerCase()}-0001`;
}

export async function seedThirdParty(seed: SeedContext): Promise<void> {
  const { db, now } = seed;
  for (const [index, app] of APPS.entries()) {
    await insertThirdAppIfMissing(db, {
      app_type: app.appType, app_id: app.appId, name: app.name, authorize_url: SANDBOX_AUTHORIZE_PATH, sdk_url: app.sdkUrl,
      jsapi_ticket: randomBytes(24).toString('base64url'), auth_days: app.authDays, sort_order: index + 1,
    });
  }
  if (!seed.demo) return;
  for (const app of APPS) {
    await insertSandboxAccountIfMissing(db, {
      open_id: demoOpenId(app.appType), app_id: app.appId, area_code: DEMO_USER.areaCode, phone: DEMO_USER.phone,
      nickname: 'Demo user', created_at: now.toISOString(),
    });
  }
  const wechat = APPS[0];
  if (wechat && !(await findUserBinding(db, seed.demoUserId, wechat.appType))) {
    await saveBinding(db, {
      user_id: seed.demoUserId, app_type: wechat.appType, open_id: demoOpenId(wechat.appType),
      created_at: now.toISOString(), authorised_until: new Date(now.getTime() + wechat.authDays * DAY_MS).toISOString(),
    });
  }
}
