/**
 * Links are built from the route table's addresses, written once (src/app/routes/route-addresses.ts): every route
 * has a link that opens it, every named link builder opens a route of the table, and no page of the storefront
 * spells an address by hand (the lint rule of eslint.config.js).
 */
import { ESLint } from 'eslint';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { linkTo } from '../../../src/app/routes/link-to.js';
import { ROUTE_ADDRESSES } from '../../../src/app/routes/route-addresses.js';
import { paths } from '../../../src/app/routes/route-paths.js';
import { routeTable } from '../../../src/app/routes/route-table.js';

/** The id of the route the storefront's router opens for `link` (its query aside). */
const routeOpenedBy = (link: string): string | undefined => {
  const routes: RouteObject[] = [{ children: routeTable.map((entry) => ({ id: entry.id, path: entry.path })) }];
  return matchRoutes(routes, link.split('?')[0] ?? link)?.at(-1)?.route.id;
};

/** linkTo without its compile-time checks, to walk every id of the table. */
const anyLink = linkTo as (id: string, ...args: unknown[]) => string;

/** Arguments for every named builder, one list per call: adding a builder without a line here does not compile. */
const builderArguments: { [Name in keyof typeof paths]: readonly Parameters<(typeof paths)[Name]>[] } = {
  home: [[]], shop: [[]], service: [[]], mine: [[]],
  product: [['P1', 'B2C-1']], order: [['P1', 'B2C-1']],
  login: [[]], smsLogin: [[]], myPolicy: [[]], policyDetail: [['B2C-1']], notFound: [[]], forbidden: [[]], desktopNotice: [[]],
  bridge: [[{ type: 'wakeUp', redirectUrl: '/pages/mine/index' }]],
  loginPwd: [[]], forgotPwd: [[]], setPwd: [[]], setPwdLogin: [[]],
  mineQuestions: [[]], mineFeedback: [[]], mineKnowledge: [[]], mineKnowledgeDetail: [['k1']], mineAgreements: [['a1']], mineRelatives: [[]],
  mineEditRelatives: [['r1']], mineMyCar: [[]], mineMyService: [[]], mineUserInfo: [[]], mineAuthName: [[]], mineAuthDocument: [[]],
  mineAuthReview: [[]], mineAuthResult: [[]], mineSettings: [[]], mineUpdateName: [[]], mineUserGrade: [[]], mineGradeNotice: [[]],
  policyEndorsement: [['B2C-1']], policyVehicleEndt: [['B2C-1']], policyEndorsementReturn: [['vehicle', 'B2C-1']],
  policyAddInformation: [['B2C-1']], policyAddResult: [['B2C-1', 2]],
  renewalList: [[]], renewalDetail: [['p1', 'B2C-1']], renewalOrder: [['p1', 'B2C-1']], renewalPaid: [['p1', 'B2C-1']],
  renewalReturn: [[{ code: 'p1', renewal: { paidPage: true } }, 'B2C-1']],
  myClaim: [[]], claimRecords: [[]], claimApply: [['B2C-1']], claimType: [[]], claimInfo: [[]], claimDetail: [['c1']], claimUpdateInfo: [['c1']],
  claimGuide: [['accident'], ['labour'], ['thlm']],
  coupon: [[]], couponSelect: [['B2C-1', 'P1']], invitation: [[]], serviceRules: [['points']], wechatBinding: [[]], serviceActivity: [[]],
  points: [[]], landMPay: [[]], serviceSector: [[]], serviceSectorOutlet: [['o1']], serviceSectorOf: [['mtts'], ['thlm']],
  serviceSectorDetail: [['mtts', 'P1', 'faq', 'a1'], ['thlm', 'P1', 'clause', 'a1']], msgCenter: [[]], msgList: [['notice']], downloadBusiness: [['P1']],
  downloadText: [['P1', 'clause', 'a1']], downloadWording: [['P1']],
  imagePreview: [[['/a.png', '/b.png'], 1]], locationChooser: [['/pages/mine/userInfo/index', 'area']], locationOpener: [[22.19, 113.54, 'Outlet']],
  scan: [[]], search: [['car']],
  shopCar: [[]], addInsured: [['P1', 'B2C-1']], business: [[]], plansDetail: [['P1']], claimsDetail: [['P1']], claimsDetailCar: [['P1']],
  claimsDetailMtts: [[]], car: [['P1']], carPage: [['P1', 'carInfo']], orderCar: [[]], orderCarProduct: [['P1']], orderOther: [['P1', 'B2C-1']],
  travelPersonalInfo: [['P1']], travelClaimsDetail: [['P1']], travelPlansDetail: [['P1']], travelPdfFile: [['P1']],
};

/** Every named builder called with its arguments: [name, link]. */
const builtLinks = (Object.keys(builderArguments) as (keyof typeof paths)[])
  .flatMap((name) => builderArguments[name].map((args) => [name, (paths[name] as (...args: unknown[]) => string)(...args)] as const));

describe('links built from the route table', () => {
  it('gives every route of the table but the catch-all a link that opens it, parameters filled in', () => {
    for (const entry of routeTable) {
      if (entry.path === '*') continue;
      const params = Object.fromEntries([...entry.path.matchAll(/:([A-Za-z]+)/g)].map((match) => [match[1], 'p1']));
      const link = anyLink(entry.id, ...(Object.keys(params).length > 0 ? [params] : []));
      expect(link, entry.id).not.toContain(':');
      expect(routeOpenedBy(link), link).toBe(entry.id);
    }
  });

  it('takes every route\'s path from the one table of addresses, and every address is a route', () => {
    expect(routeTable.map((entry) => [entry.id, entry.path])).toEqual(routeTable.map((entry) => [entry.id, ROUTE_ADDRESSES[entry.id]]));
    expect(Object.keys(ROUTE_ADDRESSES).sort()).toEqual(routeTable.map((entry) => entry.id).sort());
  });

  it('has every named builder open a route of the table, and reaches every route but the home alias and the catch-all', () => {
    const opened = new Set<string>();
    for (const [name, link] of builtLinks) {
      const id = routeOpenedBy(link);
      expect(id, `${name}: ${link}`).toBeDefined();
      expect(id, `${name}: ${link}`).not.toBe('fallback');
      opened.add(id ?? '');
    }
    expect(routeTable.map((entry) => entry.id).filter((id) => !opened.has(id))).toEqual(['homeAlias', 'fallback']);
  });

  it('fills parameters as path segments and leaves empty query values out', () => {
    expect(linkTo('order', { code: 'a b/c' }, { extending: 'B2C 1', other: '', none: undefined })).toBe('/pages/order/a%20b%2Fc/index?extending=B2C+1');
    expect(linkTo('imagePreview', { src: ['/a.png', '/b.png'], index: '1' })).toBe('/pages/system/imagePreview/index?src=%2Fa.png&src=%2Fb.png&index=1');
    expect(linkTo('shop')).toBe('/pages/shop/index');
  });
});

/**
 * Checked by the compiler (npm test's `tsc`), never called: a link to a route the table does not have, or to a
 * route with parameters without them, does not compile.
 */
export function linksTheCompilerRefuses(): string[] {
  return [
    // @ts-expect-error: no route has this id
    linkTo('nowhere'),
    // @ts-expect-error: the product page's address needs the product code
    linkTo('product'),
    // @ts-expect-error: the car step's address needs the page as well as the code
    linkTo('carStep', { code: 'p1' }),
    // @ts-expect-error: the catch-all is no link
    linkTo('fallback'),
  ];
}

/** Lints `code` as if it lived at `filePath`, returning the messages of no-restricted-syntax. */
async function restrictedSyntaxAt(filePath: string, code: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);
}

describe('npm run lint keeps addresses in the route table', () => {
  it('refuses a page that writes a storefront address, as a string or a template', async () => {
    const messages = await restrictedSyntaxAt('src/app/pages/shop/bad-link.tsx',
      "export const a = '/pages/shop/index';\nexport const b = (code: string) => `/pages/order/${code}/index`;\n");
    expect(messages).toHaveLength(2);
    expect(messages[0]).toContain('src/app/routes/route-addresses.ts');
  });

  it('refuses it in the form renderer too, and allows it in the route table\'s own folder', async () => {
    expect(await restrictedSyntaxAt('src/ui/widgets/bad-link.tsx', "export const a = '/pages/shop/index';\n")).toHaveLength(1);
    expect(await restrictedSyntaxAt('src/app/routes/more-addresses.ts', "export const a = '/pages/shop/index';\n")).toEqual([]);
  });
});
