/**
 * The baselines the web figures are measured against, built with esbuild in the same run (so a change of
 * a dependency's version or of the machine moves both sides): the dependency-only shell, what the
 * storefront could not ship less than, and a plain controlled-input React form to type into.
 */
import { build } from 'esbuild';
import { REPOSITORY_ROOT } from '../soak/gateway-process.js';
import { gzipSize } from './figures.js';

/**
 * Imports each runtime dependency a storefront screen needs before any screen of its own, and touches the
 * parts every such app calls (a root, a router, a machine, a store, an HTTP client, translations, dates),
 * so minification cannot drop them and nothing beyond them is kept.
 */
const SHELL_ENTRY = `
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link, Outlet, useNavigate, useParams } from 'react-router-dom';
import { createActor, setup, assign } from 'xstate';
import { create } from 'zustand';
import { persist, createJSONStorage } from 'zustand/middleware';
import ky from 'ky';
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
const machine = setup({ actions: { count: assign({ n: ({ context }) => context.n + 1 }) } })
  .createMachine({ context: { n: 0 }, on: { tick: { actions: 'count' } } });
const actor = createActor(machine).start();
const useStore = create(persist((set) => ({ n: 0, bump: () => set((s) => ({ n: s.n + 1 })) }), { name: 's', storage: createJSONStorage(() => localStorage) }));
const api = ky.create({ prefixUrl: location.origin });
i18next.use(initReactI18next).init({ lng: 'tw', resources: { tw: { translation: { hi: 'hi' } } } });
function Page() {
  const { t } = useTranslation();
  const { id } = useParams();
  const navigate = useNavigate();
  const n = useStore((s) => s.n);
  return h('main', { onClick: () => { actor.send({ type: 'tick' }); navigate('/'); void api.get('x'); } },
    t('hi'), id, n, dayjs().format('YYYY-MM-DD'), h(Link, { to: '/' }, 'home'), h(Outlet));
}
const router = createBrowserRouter([{ path: '/', element: h(Page), children: [{ path: ':id', element: h(Page) }] }]);
createRoot(document.getElementById('root')).render(h(StrictMode, null, h(RouterProvider, { router })));
`;

/** `count` text inputs in one React component, each controlled by the component's state, nothing else. */
const plainFormEntry = (count: number): string => `
import { createElement as h, useState } from 'react';
import { createRoot } from 'react-dom/client';
function PlainForm() {
  const [values, setValues] = useState(() => Array(${count}).fill(''));
  return h('form', null, values.map((value, index) => h('label', { key: index, style: { display: 'block', margin: '8px' } },
    'Field ' + (index + 1) + ' ',
    h('input', { type: 'text', id: 'plain-' + index, value, onChange: (event) => {
      const next = values.slice();
      next[index] = event.target.value;
      setValues(next);
    } }))));
}
createRoot(document.getElementById('root')).render(h(PlainForm));
`;

/** Bundles `source` (ESM, resolved from the repository's node_modules) for the browser, minified, production React. */
async function bundle(source: string): Promise<string> {
  const result = await build({
    stdin: { contents: source, resolveDir: REPOSITORY_ROOT, loader: 'js', sourcefile: 'bench-entry.js' },
    bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2022', write: false, logLevel: 'error',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error('esbuild produced no output');
  return output.text;
}

/** The dependency-only shell (`esbuild --bundle --minify --format=esm`) and its gzip -9 size. */
export async function dependencyShell(): Promise<{ rawBytes: number; gzipBytes: number }> {
  const code = await bundle(SHELL_ENTRY);
  return { rawBytes: Buffer.byteLength(code), gzipBytes: gzipSize(code) };
}

/** The plain form's page: its HTML and its one script, served at `scriptPath`. */
export async function plainFormPage(inputCount: number, scriptPath: string): Promise<{ html: string; script: string }> {
  const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">`
    + `<title>plain form</title></head><body><div id="root"></div><script type="module" src="${scriptPath}"></script></body></html>`;
  return { html, script: await bundle(plainFormEntry(inputCount)) };
}
