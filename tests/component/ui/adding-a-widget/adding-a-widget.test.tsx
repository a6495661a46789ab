/**
 * docs/adding-a-widget.md, followed literally: the guide's widget (./counted-text-widget.tsx is its code block)
 * gets a name and a ranked rule (step 2 and 3, on the engine's rules), a lazy registration in the theme (step 4),
 * its texts in tw, cn and en (step 5), a TPS form that asks for it by a `ui:options` flag (step 6), and a user who
 * types into it (step 7). Beside the walk, the rules the guide states are checked on the storefront's own code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { chooseWidget, composeFormSchema, stepSchema, type JsonSchema, type Lang } from '../../../../src/engine/index.js';
import { KNOWN_WIDGETS } from '../../../../src/engine/products/check/known-names.js';
import { localizeUiSchema, StepForm, type StepFormHandle } from '../../../../src/ui/index.js';
import { productCatalog } from '../../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../../src/app/products/use-form-validators.js';
import { testI18n } from '../../support/test-i18n.js';

/** Step 2 and 3: the widget's name in WIDGET_NAMES and its rule in WIDGET_RULES, ranked as a format. */
vi.mock('../../../../src/engine/widgets/widget-rules.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/engine/widgets/widget-rules.js')>();
  const WIDGET_NAMES = { ...original.WIDGET_NAMES, countedText: 'countedText' } as const;
  const WIDGET_RULES: typeof original.WIDGET_RULES = [
    ...original.WIDGET_RULES,
    { kind: 'widget', name: WIDGET_NAMES.countedText, rank: original.WIDGET_RANKS.format, test: (schema, options) => original.schemaTypeOf(schema) === 'string' && options.counted === true },
  ];
  return {
    ...original,
    WIDGET_NAMES,
    WIDGET_RULES,
    rankWidgets: (schema: JsonSchema, uiSchema?: unknown, rules = WIDGET_RULES) => original.rankWidgets(schema, uiSchema, rules),
    chooseWidget: (schema: JsonSchema, uiSchema?: unknown, rules = WIDGET_RULES) => original.chooseWidget(schema, uiSchema, rules),
  };
});

/** Step 4: registered in the theme by its name, loaded the first time a form draws it. */
vi.mock('../../../../src/ui/registry.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../../src/ui/registry.js')>();
  const { lazyThemePart } = await import('../../../../src/ui/controls/lazy-theme-part.js');
  const CountedTextWidget = lazyThemePart(() => import('./counted-text-widget.js').then((module) => module.CountedTextWidget));
  return { mobileTheme: { ...original.mobileTheme, widgets: { ...original.mobileTheme.widgets, countedText: CountedTextWidget } } };
});

/** Step 5: the widget's text in the `ui` group of each language's labels. */
const CHARACTERS_LEFT: Record<Lang, string> = { tw: '還可輸入 {{count}} 字', cn: '还可输入 {{count}} 字', en: '{{count}} characters left' };

const GUIDE = readFileSync('docs/adding-a-widget.md', 'utf8');
const MAIL = 'root_policyHolderInfo_mail';

/** A module's code after its import lines (the guide's widget lives in src/ui/widgets, the walk's beside this test). */
const withoutImports = (code: string): string => code.split('\n').filter((line) => !line.startsWith('import ')).join('\n').trim();

/** TPS's holder step in StepForm, its e-mail field asking for the new widget (step 6), in `lang`. */
async function holderStepAskingForTheWidget(lang: Lang) {
  const i18n = await testI18n(lang);
  for (const code of ['tw', 'cn', 'en'] as const) i18n.addResource(code, 'translation', 'ui.charactersLeft', CHARACTERS_LEFT[code]);
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const { registry, sharedDefs } = productCatalog();
  const bundle = registry.get('TPS');
  const step = bundle?.definition.steps.find((candidate) => candidate.id === 'holder');
  if (!bundle || !step) throw new Error('TPS has no holder step');
  const ui = bundle.uiSchema as Record<string, Record<string, unknown>>;
  const uiSchema = { ...ui, policyHolderInfo: { ...ui.policyHolderInfo, mail: { 'ui:options': { counted: true } } } };
  const changes: Record<string, unknown>[] = [];
  const ref = createRef<StepFormHandle>();
  const schema = stepSchema(composeFormSchema(bundle, sharedDefs), step) as RJSFSchema;
  const validators = await loadFormValidators('TPS');
  function Harness() {
    const [data, setData] = useState<Record<string, unknown>>({});
    return (
      <StepForm ref={ref} schema={schema} validators={validators} uiSchema={localizeUiSchema(uiSchema, t) as UiSchema} formData={data} translate={t}
        onChange={(next) => { changes.push(next); setData(next); }} />
    );
  }
  render(<Harness />);
  return { changes, ref };
}

const mailOf = (data: Record<string, unknown> | undefined): unknown => (data?.policyHolderInfo as Record<string, unknown> | undefined)?.mail;

describe('docs/adding-a-widget.md, walked', () => {
  it('step 1: the widget the walk adds is the guide\'s code block', () => {
    const block = /```tsx\n([\s\S]*?)```/.exec(GUIDE)?.[1] ?? '';
    expect(withoutImports(block)).toBe(withoutImports(readFileSync('tests/component/ui/adding-a-widget/counted-text-widget.tsx', 'utf8')));
  });

  it('step 2 and 3: the product check knows the name, and the ranked rules pick it from the ui options; an explicit widget still wins', () => {
    expect(KNOWN_WIDGETS).toContain('countedText');
    const mail: JsonSchema = { type: 'string', format: 'email', maxLength: 100 };
    expect(chooseWidget(mail, { 'ui:options': { counted: true } })?.name).toBe('countedText');
    expect(chooseWidget(mail, { 'ui:widget': 'textarea', 'ui:options': { counted: true } })?.name).toBe('textarea');
    expect(chooseWidget(mail, {})?.name).not.toBe('countedText');
  });

  it.each(['tw', 'en'] as const)('step 4 to 7: a TPS form draws it once loaded, with its text in %s, and typing stays in the field until it is left', async (lang) => {
    const { changes } = await holderStepAskingForTheWidget(lang);
    const left = await screen.findByTestId(`${MAIL}-left`);
    expect(left.textContent).toBe(CHARACTERS_LEFT[lang].replace('{{count}}', '100'));
    const input = document.getElementById(MAIL) as HTMLInputElement;
    const before = changes.length;
    for (const text of ['a', 'a@', 'a@b', 'a@b.mo', ' a@b.mo ']) fireEvent.change(input, { target: { value: text } });
    expect(changes.length).toBe(before);
    expect(left.textContent).toBe(CHARACTERS_LEFT[lang].replace('{{count}}', '92'));
    fireEvent.blur(input);
    expect(changes.length).toBe(before + 1);
    expect(mailOf(changes.at(-1))).toBe('a@b.mo');
  });
});

describe('the rules docs/adding-a-widget.md states, on the storefront\'s own widgets', () => {
  const widgetsDir = 'src/ui/widgets';
  const sources = readdirSync(widgetsDir).filter((file) => file.endsWith('.tsx')).map((file) => [file, readFileSync(`${widgetsDir}/${file}`, 'utf8')] as const);

  it('every widget that draws its own text input holds what is typed with useTypedText', () => {
    const drawsTextInput = (code: string): boolean => /<textarea/.test(code) || (/<input\s/.test(code) && !/type="(checkbox|radio|file)"/.test(code));
    const textInputs = sources.filter(([, code]) => drawsTextInput(code));
    expect(textInputs.map(([file]) => file).sort()).toEqual(['date-widget.tsx', 'name-widget.tsx', 'plate-widget.tsx', 'textarea-widget.tsx']);
    for (const [file, code] of textInputs) expect(code, file).toContain('useTypedText(');
  });

  it('the registry loads the widgets only some steps draw (uploads, lists from the gateway) lazily', () => {
    const registry = readFileSync('src/ui/registry.ts', 'utf8');
    for (const widget of ['upload-widget', 'remote-select-widget']) {
      expect(registry).not.toMatch(new RegExp(`^import .*'\\./widgets/${widget}\\.js'`, 'm'));
      expect(registry).toContain(`lazyThemePart(() => import('./widgets/${widget}.js')`);
    }
  });
});
