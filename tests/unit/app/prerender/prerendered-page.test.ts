/**
 * The built index.html with the prerendered first screen (src/app/prerender/prerendered-page.ts): the markup in
 * #root next to the splash, inert; the launch-view script as a file with what the build rendered (no inline
 * script: the CSP is script-src 'self'), and the app's module tags handed to it instead of standing in the head
 * (it adds them after the first paint); the page still takes the gateway's key meta.
 */
import { describe, expect, it } from 'vitest';
import { PRERENDER_PLACEHOLDER, takeAppModules, withPrerenderedShell } from '../../../../src/app/prerender/prerendered-page.js';
import type { PrerenderedShell } from '../../../../src/app/prerender/render-shell.js';
import { withGatewayKey } from '../../../../src/server/routes/storefront-site.js';

/** Vite's tags for the app: its entry module and the modules the entry imports statically. */
const MODULE_TAGS = [
  '    <script type="module" crossorigin src="/assets/index-A1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-B2.js">',
  '    <link rel="modulepreload" crossorigin href="/assets/router-C3.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-D4.css">',
].join('\n');
const PAGE = `<!doctype html><html><head><title>t</title>\n${MODULE_TAGS}\n</head><body><div id="root"><div class="boot"></div>${PRERENDER_PLACEHOLDER}</div></body></html>`;
const SHELL: PrerenderedShell = {
  file: 'index.html',
  markup: '<div class="app-frame">$& home</div>',
  paths: ['/', '/pages/home/index'],
  lang: 'tw',
  langStorageKey: 'mo-lang',
  channel: 'web',
  labelFiles: { tw: '/api/plat/i18n2.js?lang=tw', cn: '/api/plat/i18n2.js?lang=cn', en: '/api/plat/i18n2.js?lang=en' },
};

describe('withPrerenderedShell', () => {
  const html = withPrerenderedShell(PAGE, SHELL, '/assets/launch-view-abc.js');

  it('puts the markup, as it is and inert, in #root after the splash', () => {
    expect(html).toContain('<div class="boot"></div><div data-prerendered-shell inert><div class="app-frame">$& home</div></div></div>');
    expect(html).not.toContain(PRERENDER_PLACEHOLDER);
  });

  it('loads the launch-view script from a file, told the paths, language, storage key and channel rendered, the label file and the app to start', () => {
    expect(html).toContain('<script src="/assets/launch-view-abc.js" data-paths="/ /pages/home/index" data-lang="tw" data-lang-key="mo-lang" data-channel="web"'
      + ' data-label-files="{&quot;tw&quot;:&quot;/api/plat/i18n2.js?lang=tw&quot;,&quot;cn&quot;:&quot;/api/plat/i18n2.js?lang=cn&quot;,&quot;en&quot;:&quot;/api/plat/i18n2.js?lang=en&quot;}"'
      + ' data-entry="/assets/index-A1.js" data-preloads="/assets/react-B2.js /assets/router-C3.js"></script>');
    expect(html.match(/<script>/g)).toBeNull();
  });

  it('fetches no script of the app before the launch-view script starts it: no module script, no modulepreload', () => {
    expect(html).not.toMatch(/type="module"|rel="modulepreload"/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-D4.css">');
  });

  it('still takes the gateway key meta in its head', () => {
    const served = withGatewayKey(html, 'KEY');
    expect(served.indexOf('<meta name="mo-gateway-key" content="KEY">')).toBeLessThan(served.indexOf('</head>'));
  });

  it('refuses a page whose entry module it cannot name', () => {
    expect(() => takeAppModules(PAGE.replace(/<script type="module"[^>]*><\/script>/, ''))).toThrow(/one module script/);
  });

  it('refuses a page without the placeholder', () => {
    expect(() => withPrerenderedShell(PAGE.replace(PRERENDER_PLACEHOLDER, ''), SHELL, '/x.js')).toThrow(/prerendered-shell/);
  });
});
