/**
 * Screens load only the code they use: the first screens a buyer sees (home, a product page) carry no
 * gesture or spring-animation code, which only antd-mobile's overlays and sliders need, and the order forms carry
 * no markdown renderer, since no product writes its texts in markdown (docs/decisions/014-no-markdown-parser-and-lazy-overlays.md),
 * no animation code before an overlay opens, none of rjsf's default widgets and templates, no URI parser or deep-equality
 * package, and neither the screens after the form steps nor the fields only some steps draw (docs/decisions/016-order-route-diet.md).
 * Home runs two lifecycle machines (launch, session) and carries no other; the product page shows no gateway
 * HTML and carries no HTML sanitiser (docs/decisions/015-home-paints-before-the-app-loads.md). Home draws its tab bar
 * itself, leaves antd-mobile's React 19 render hook (rc-util's renderer, Babel's async helpers) to the first toast
 * or other page, and fetches only the first screen's part of its language's labels (decision 015, "Home's own
 * weight"). Home draws product cards cut at build time, their "from" prices computed then: no form schema, ui schema,
 * tariff or shared schema part, no rating code and no date library (decision 015, "Home's product cards"). The test builds the
 * storefront in memory with the project's Vite config and reads which modules each screen's chunks hold.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import manifest from '../../../schemas/products/manifest.json';
import { buildChunks, HOME, MTV_ORDER, packageOf, PRODUCT_PAGE, routeChunks, TPS_ORDER, type OutputChunk, type RouteGroup } from '../../../src/build/route-chunks.js';

const GESTURES_AND_SPRINGS = /^@(react-spring|use-gesture)\//;

let chunks: OutputChunk[];

beforeAll(async () => {
  chunks = await buildChunks();
}, 240_000);

/** The project's source files (relative to the repository) in the chunks `group` loads that `pattern` matches. */
function sourcesLoaded(group: RouteGroup, pattern: RegExp): string[] {
  const files = new Set<string>();
  for (const chunk of routeChunks(chunks, group)) {
    for (const id of Object.keys(chunk.modules)) {
      const relative = id.replace(/^\0/, '').replace(`${process.cwd()}/`, '');
      if (pattern.test(relative)) files.add(relative);
    }
  }
  return [...files].sort();
}

/** The npm packages in the chunks `group` loads that `pattern` matches. */
function packagesLoaded(group: RouteGroup, pattern: RegExp): string[] {
  const names = new Set<string>();
  for (const chunk of routeChunks(chunks, group)) {
    for (const id of Object.keys(chunk.modules)) {
      const name = packageOf(id);
      if (name && pattern.test(name)) names.add(name);
    }
  }
  return [...names].sort();
}

/** The @rjsf/core modules in the chunks `group` loads whose path `pattern` matches. */
function rjsfModulesLoaded(group: RouteGroup, pattern: RegExp): string[] {
  const ids = [...routeChunks(chunks, group)].flatMap((chunk) => Object.keys(chunk.modules));
  return ids.filter((id) => packageOf(id) === '@rjsf/core' && pattern.test(id)).sort();
}

/** The modules of home's chunks (entry and home page, with their static imports). */
function homeModules(): string[] {
  return [...routeChunks(chunks, HOME)].flatMap((chunk) => Object.keys(chunk.modules));
}

describe('what each screen loads', () => {
  it('home draws its tab bar without antd-mobile and loads no legacy React renderer or Babel helpers', () => {
    const modules = homeModules();
    expect(modules.filter((id) => /antd-mobile\/es\/components\/(tab-bar|badge|safe-area)\//.test(id))).toEqual([]);
    expect(modules.filter((id) => /node_modules\/(rc-util|@babel\/runtime)\//.test(id))).toEqual([]);
  });

  it('home\'s language arrives in three label chunks: the first screen\'s, and the order wizard\'s and the other pages\' apart from it', () => {
    const labelsOf = (chunk: OutputChunk) => Object.keys(chunk.modules).filter((id) => id.includes('schemas/i18n/tw.json')).map((id) => id.replace(/^.*\//, ''));
    const labelChunks = chunks.map(labelsOf).filter((labels) => labels.length > 0).sort();
    expect(labelChunks).toEqual([['tw.json?labels=firstScreen'], ['tw.json?labels=order'], ['tw.json?labels=pages']]);
  });

  it('an order route loads the review summary only when a step draws it', () => {
    expect(sourcesLoaded(TPS_ORDER, /^src\/ui\/summary\/form-summary/)).toEqual([]);
    expect(sourcesLoaded(MTV_ORDER, /^src\/ui\/summary\/form-summary/)).toEqual([]);
  });

  it('home loads no gesture or spring-animation code', () => {
    expect(packagesLoaded(HOME, GESTURES_AND_SPRINGS)).toEqual([]);
  });

  it('a product page loads no gesture or spring-animation code', () => {
    expect(packagesLoaded(PRODUCT_PAGE, GESTURES_AND_SPRINGS)).toEqual([]);
  });

  it('home fetches the product cards in a chunk of their own, and carries no other product data, rating code or date library', () => {
    expect(sourcesLoaded(HOME, /^schemas\/(products|shared)\//)).toEqual([]);
    const cardChunks = chunks.filter((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith('/product.json?card')));
    expect(cardChunks).toHaveLength(1);
    const relative = (id: string): string => id.replace(/^\0/, '').replace(`${process.cwd()}/`, '');
    const cardData = Object.keys(cardChunks[0]!.modules).map(relative).filter((id) => id.startsWith('schemas/'));
    expect(cardData.filter((id) => !/^schemas\/products\/([^/]+\/product\.json\?card|manifest\.json)$/.test(id))).toEqual([]);
    expect(sourcesLoaded(HOME, /^src\/(engine\/products\/rating|app\/products\/load-products)/)).toEqual([]);
    expect(packagesLoaded(HOME, /^dayjs$/)).toEqual([]);
  });

  it('home carries the launch and session machines and no other lifecycle machine', () => {
    expect(sourcesLoaded(HOME, /^flows\/[\w-]+\.machine\.ts$/)).toEqual(['flows/launch.machine.ts', 'flows/session.machine.ts']);
  });

  it('a product page loads no HTML sanitiser (it shows no gateway HTML)', () => {
    expect(packagesLoaded(PRODUCT_PAGE, /^dompurify$/)).toEqual([]);
  });

  it.each([TPS_ORDER, MTV_ORDER])('$name loads no markdown renderer but does load the forms', (group) => {
    expect(packagesLoaded(group, /^markdown-to-jsx$/)).toEqual([]);
    expect(packagesLoaded(group, /^@rjsf\/core$/)).toEqual(['@rjsf/core']);
  });

  it.each([TPS_ORDER, MTV_ORDER])('$name loads no gesture or spring-animation code until a picker, sheet or dialog opens', (group) => {
    expect(packagesLoaded(group, GESTURES_AND_SPRINGS)).toEqual([]);
  });

  it.each([TPS_ORDER, MTV_ORDER])('$name resolves schema references without a URI parser of its own (the platform\'s URL does)', (group) => {
    expect(packagesLoaded(group, /^fast-uri$/)).toEqual([]);
  });

  it.each([TPS_ORDER, MTV_ORDER])('$name loads none of rjsf\'s default parts the theme replaces', (group) => {
    expect(rjsfModulesLoaded(group, /\/(LayoutGridField|AltDateWidget|FileWidget|RatingWidget|ColorWidget|templates\/index)\.js$/)).toEqual([]);
  });

  it.each([TPS_ORDER, MTV_ORDER])('$name compares form data without a deep-equality package of its own', (group) => {
    expect(packagesLoaded(group, /^fast-equals$/)).toEqual([]);
  });

  it.each([TPS_ORDER, MTV_ORDER])('$name loads no allOf merge library, no date library, and rjsf\'s list and anyOf/oneOf fields, the option sheet and the search box only when drawn', (group) => {
    expect(packagesLoaded(group, /^(@x0k\/json-schema-merge|dayjs)$/)).toEqual([]);
    expect(rjsfModulesLoaded(group, /\/(ArrayField|MultiSchemaField|FallbackField)\.js$/)).toEqual([]);
    expect(sourcesLoaded(group, /^src\/ui\/controls\/(option-sheet|search-box|upload-pipeline)\.tsx?$/)).toEqual([]);
    expect(sourcesLoaded(group, /^src\/app\/components\/from-price\.tsx$/)).toEqual([]);
  });

  it('each product\'s definition, form schema, ui schema and rates are a chunk of their own, apart from home', () => {
    const partsOf = (chunk: OutputChunk) => Object.keys(chunk.modules).map((id) => /schemas\/products\/([^/]+)\/(product|form\.schema|form\.ui|rates)\.json$/.exec(id)).filter((match) => match !== null);
    const partChunks = chunks.map(partsOf).filter((parts) => parts.length > 0);
    const tps = partChunks.filter((parts) => parts.some(([, code]) => code === 'TPS'));
    expect(tps.map((parts) => parts.map(([, code, file]) => `${code}/${file}`).sort())).toEqual([['TPS/form.schema', 'TPS/form.ui', 'TPS/product', 'TPS/rates']]);
    expect(partChunks.every((parts) => new Set(parts.map(([, code]) => code)).size === 1)).toBe(true);
    expect(partChunks.length).toBeGreaterThan(15);
    expect(sourcesLoaded(HOME, /^schemas\/products\/[^/]+\/(form\.schema|form\.ui|rates)\.json$/)).toEqual([]);
  });

  it('home\'s chunks hold no product\'s title: the cards, which grow with the catalogue, are fetched apart', () => {
    const home = [...routeChunks(chunks, HOME)];
    const titles = manifest.products.map((code) => (JSON.parse(readFileSync(`schemas/products/${code}/product.json`, 'utf8')) as { titles: { tw: string } }).titles.tw);
    expect(titles.filter((title) => home.some((chunk) => chunk.code.includes(title)))).toEqual([]);
  });

  it.each([['TPS', TPS_ORDER], ['MTV', MTV_ORDER]] as const)('%s\'s order route carries nothing of another product beyond what home carries (no loader table of every product\'s files or steps)', (code, group) => {
    const home = routeChunks(chunks, HOME);
    const own = [...routeChunks(chunks, group)].filter((chunk) => !home.has(chunk));
    const others = manifest.products.filter((other) => other !== code);
    const named = others.filter((other) => own.some((chunk) => new RegExp(`(?<![A-Za-z])${other}(?![A-Za-z])`).test(chunk.code)));
    expect(named).toEqual([]);
  });

  it('the upload control loads antd-mobile\'s image only when a tile has a preview to show', () => {
    const upload = chunks.find((chunk) => Object.keys(chunk.modules).some((id) => id.endsWith('src/ui/controls/upload-control.tsx')));
    if (!upload) throw new Error('no chunk holds the upload control');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    const loaded = new Set<OutputChunk>();
    for (const pending = [upload]; pending.length > 0;) {
      const chunk = pending.pop()!;
      if (loaded.has(chunk)) continue;
      loaded.add(chunk);
      pending.push(...chunk.imports.map((file) => byFile.get(file)).filter((next) => next !== undefined));
    }
    const modules = [...loaded].flatMap((chunk) => Object.keys(chunk.modules));
    expect(modules.filter((id) => /antd-mobile\/es\/components\/image\//.test(id))).toEqual([]);
  });

  it.each([TPS_ORDER, MTV_ORDER])('$name loads the quote and outcome screens and the fields only some steps draw when they show', (group) => {
    const later = /^src\/(ui\/(widgets\/(upload|remote-select)-widget|fields\/(phone|identity-document|declaration-question)-field)|app\/pages\/order\/(quote-view|companion-offer)|app\/components\/release-refused-view)\.tsx$/;
    expect(sourcesLoaded(group, later)).toEqual([]);
  });
});
