/**
 * Vite plugin that paints before the JS (docs/decisions/012-prerendered-first-screen.md): at the end of the client build it renders the first
 * screens with the app's real components (src/app/prerender/render-shell.tsx, loaded through a throw-away Vite
 * server in SSR mode: no browser at build time) and writes each into a copy of index.html together with the
 * launch-view script (src/app/prerender/launch-view.ts, bundled on its own as a hashed asset): home into
 * dist/index.html, each product page into dist/pages/product/<CODE>/index.html (served for its address). Each
 * product card in them names the modules of the page it opens (./opened-page-modules.ts).
 */
import { createServer, build, type Plugin, type ResolvedConfig } from 'vite';
import type { PrerenderedShell } from '../../app/prerender/render-shell.js';
import { withPrerenderedShell } from '../../app/prerender/prerendered-page.js';
import { labelParts } from './label-parts.js';
import { productPageModules, withOpenedPageModules } from './opened-page-modules.js';
import { productCards } from './product-cards.js';

const RENDER_ENTRY = '/src/app/prerender/render-shell.tsx';
const LAUNCH_VIEW_ENTRY = 'src/app/prerender/launch-view.ts';

/** Renders the first screens in Node with the build's mode and environment (so e.g. the watermark matches). */
async function renderFirstScreens(config: ResolvedConfig): Promise<PrerenderedShell[]> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    mode: config.mode,
    envDir: config.envDir,
    logLevel: 'warn',
    appType: 'custom',
    // The bundled labels' parts (src/app/i18n/bundled-labels.ts) and home's product cards are cut by these plugins.
    plugins: [labelParts(), productCards()],
    server: { middlewareMode: true, hmr: false, ws: false },
    // antd-mobile's ES files import their CSS, which Node cannot load: Vite transforms it instead.
    ssr: { noExternal: ['antd-mobile'] },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule(RENDER_ENTRY)) as { renderShell(): Promise<PrerenderedShell[]> };
    return await module.renderShell();
  } finally {
    await server.close();
  }
}

/** The launch-view script as one small classic (non-module) script. */
async function bundleLaunchView(config: ResolvedConfig): Promise<string> {
  const output = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    build: {
      write: false,
      minify: true,
      target: 'es2019',
      lib: { entry: LAUNCH_VIEW_ENTRY, formats: ['iife'], name: 'moLaunchView' },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  for (const result of results) {
    if (!('output' in result)) continue;
    const chunk = result.output.find((item) => item.type === 'chunk');
    if (chunk?.type === 'chunk') return chunk.code;
  }
  throw new Error(`bundling ${LAUNCH_VIEW_ENTRY} produced no script`);
}

/** The plugin; register it in vite.config.ts. */
export function prerenderShell(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'mo-prerender-shell',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      // After Vite has written its tags (scripts, style sheets) into index.html.
      order: 'post',
      async handler(_options, bundle) {
        const page = bundle['index.html'];
        if (config.build.ssr || config.build.lib || page?.type !== 'asset') return;
        const [shells, launchView] = await Promise.all([renderFirstScreens(config), bundleLaunchView(config)]);
        const reference = this.emitFile({ type: 'asset', name: 'launch-view.js', source: launchView });
        const launchViewUrl = `${config.base}${this.getFileName(reference)}`;
        const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
        // A card tapped before the app runs fetches its page's modules at the tap (src/app/prerender/early-tap.ts).
        const opened = productPageModules(bundle, config.base);
        for (const shell of shells) {
          const source = withOpenedPageModules(withPrerenderedShell(html, shell, launchViewUrl), opened);
          if (shell.file === 'index.html') page.source = source;
          else this.emitFile({ type: 'asset', fileName: shell.file, source });
        }
      },
    },
  };
}
