import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import dayjs from 'dayjs';
import type { RJSFSchema } from '@rjsf/utils';
import { checkStepRules, deriveAnswers, LANGS, stepAgeViolations, stepSchema, type Lang } from '../../../engine/index.js';
import type { ExtraFieldError, PrecompiledValidatorTable, StepFormHandle } from '../../../ui/index.js';
import { formDefaults } from '../../../server/orders/form-defaults.js';
import { CommittedChanges } from './committed-changes.js';
import { FindingsList } from './findings-list.js';
import { LanguageColumn } from './language-column.js';
import { MachineDiagram } from './machine-diagram.js';
import { PricePanel } from './price-panel.js';
import { StaleBanner } from './stale-banner.js';
import { priceInputs, startingPriceData } from './price-inputs.js';
import { useProductSnapshot, useStudioProducts } from './use-snapshot.js';
import { useStoredState } from './use-stored-state.js';
import { useTexts } from './use-texts.js';

type ByProduct<T> = Record<string, T>;

/**
 * The product's validators, loaded again with each page (each saved file reloads it); an error is shown, not
 * thrown. The loader module is imported on demand: while the files have errors the studio's server serves the
 * forms last read, and with none ever read it fails, and the page must still show the findings.
 */
function useValidators(code: string | null, readable: boolean): PrecompiledValidatorTable | Error | null {
  const [loaded, setLoaded] = useState<{ code: string; table: PrecompiledValidatorTable | Error } | null>(null);
  useEffect(() => {
    if (!code || !readable) return undefined;
    let live = true;
    import('../../../app/products/use-form-validators.js').then(({ loadFormValidators }) => loadFormValidators(code)).then(
      (table) => { if (live) setLoaded({ code, table }); },
      (error: unknown) => { if (live) setLoaded({ code, table: error instanceof Error ? error : new Error(String(error)) }); },
    );
    return () => { live = false; };
  }, [code, readable]);
  return loaded?.code === code ? loaded.table : null;
}

/** No field left yet: one array, so the columns see no change until a field is left. */
const NOTHING_LEFT: readonly string[] = [];

/**
 * The studio: pick a product, walk its wizard with the storefront's widgets in the three languages side by
 * side (one set of answers), price it from rates.json, read the check's findings (also next to their
 * fields) and see its machines. Everything comes from the files as saved; the page reloads on every save
 * and comes back to the same product, step, answers and price inputs.
 */
export function StudioApp() {
  const products = useStudioProducts();
  const [storedCode, setCode] = useStoredState<string | null>('product', null);
  const code = storedCode ?? new URLSearchParams(location.search).get('product') ?? products?.[0]?.code ?? null;
  const snapshot = useProductSnapshot(code);
  const translators = useTexts(snapshot?.texts);
  const bundle = snapshot?.bundle ?? null;
  // While the files have errors the studio's server keeps serving the forms last read (start-studio.ts).
  const validators = useValidators(code, Boolean(bundle));
  const [answersBy, setAnswersBy] = useStoredState<ByProduct<Record<string, unknown>>>('answers', {});
  const [stepBy, setStepBy] = useStoredState<ByProduct<string>>('step', {});
  const [priceBy, setPriceBy] = useStoredState<ByProduct<Record<string, unknown>>>('price', {});
  const columns = useRef<Partial<Record<Lang, StepFormHandle | null>>>({});

  const definition = bundle?.definition;
  const answers = useMemo(() => (code && answersBy[code]) || {}, [code, answersBy]);
  const steps = definition?.steps ?? [];
  const step = steps.find((candidate) => candidate.id === (code ? stepBy[code] : undefined)) ?? steps[0];
  const composed = snapshot?.composed as RJSFSchema | null | undefined;
  // One schema object per step, as the precompiled validators require.
  const stepSchemas = useMemo(() => new Map(steps.map((candidate) => [candidate.id, composed ? stepSchema(composed, candidate) as RJSFSchema : null])), [steps, composed]);

  const setAnswers = useCallback((formData: Record<string, unknown>) => {
    if (!code) return;
    setAnswersBy({ ...answersBy, [code]: bundle ? deriveAnswers(bundle, formData) : formData });
  }, [code, bundle, answersBy, setAnswersBy]);
  const goTo = (id: string) => code && setStepBy({ ...stepBy, [code]: id });

  // The fields left in any column of the step on screen: every column shows their messages, not only the one
  // the field was left in (one column showed a message the others did not until Next).
  const where = `${code ?? ''}/${step?.id ?? ''}`;
  const [leftBy, setLeftBy] = useState<{ where: string; ids: readonly string[] }>({ where, ids: NOTHING_LEFT });
  const left = leftBy.where === where ? leftBy.ids : NOTHING_LEFT;
  const onLeave = useCallback((id: string) => setLeftBy((previous) => {
    const ids = previous.where === where ? previous.ids : NOTHING_LEFT;
    return ids.includes(id) ? previous : { where, ids: [...ids, id] };
  }), [where]);

  // One per language, so each column words the rule messages in its own language. A new check with every
  // change of the answers makes every column check again what it shows: an answer mended in one column takes
  // the message away in all three (one column kept a stale "required" before).
  const extraChecks = useMemo(() => Object.fromEntries(LANGS.map((lang) => [lang, (formData: Record<string, unknown>): ExtraFieldError[] => {
    if (!definition || !bundle || !step || !translators) return [];
    return [...checkStepRules(definition, step.fields, formData, dayjs().format('YYYY-MM-DD')), ...stepAgeViolations(bundle, step.fields, formData)]
      .map((violation) => ({ field: violation.field, message: translators[lang](violation.messageKey, violation.params) }));
  }])) as Record<Lang, (formData: Record<string, unknown>) => ExtraFieldError[]>, [definition, bundle, step, translators, answers]);
  /** Next checks the step in every column (each shows the same messages in its language); tw last, so it keeps the focus. */
  const stepIsValid = (): boolean => (['en', 'cn', 'tw'] as const).map((lang) => columns.current[lang]?.validateAll() ?? true).every(Boolean);

  // What the gateway starts a new order with (its term's end date, its fields' defaults): the price panel's defaults.
  const newOrder = useMemo(() => (bundle && composed ? formDefaults(bundle, composed, new Date()) : {}), [bundle, composed]);
  const priceData = useMemo(() => {
    if (!bundle || !code) return {};
    return priceBy[code] ?? startingPriceData(priceInputs(bundle.rates), answers, newOrder);
  }, [bundle, code, priceBy, answers, newOrder]);

  const index = step ? steps.indexOf(step) : -1;
  const schema = step ? stepSchemas.get(step.id) ?? null : null;
  const earlierSteps = steps.slice(0, Math.max(0, index)).filter((candidate) => candidate.kind === 'form').map((candidate) => stepSchemas.get(candidate.id)).filter((candidate): candidate is RJSFSchema => Boolean(candidate));

  return (
    <main className="studio">
      <header className="studio-head">
        <h1>Product studio</h1>
        <label>
          Product{' '}
          <select data-testid="studio-product" value={code ?? ''} onChange={(event) => setCode(event.target.value)}>
            {(products ?? []).map((entry) => <option key={entry.code} value={entry.code}>{entry.code} · {entry.titles.tw} · {entry.titles.en}</option>)}
          </select>
        </label>
        {bundle ? <span className="studio-head__version" data-testid="studio-version">version {bundle.definition.version}</span> : null}
        {snapshot ? <span className="studio-head__read" data-testid="studio-read-at">files read at {new Date(snapshot.readAt).toLocaleTimeString()}</span> : null}
      </header>
      {snapshot ? <FindingsList findings={snapshot.findings} /> : <p>Reading the product…</p>}
      {snapshot?.stale ? <StaleBanner blocking={snapshot.blocking} /> : null}
      {snapshot ? <CommittedChanges changes={snapshot.committed} repricing={snapshot.repricing} /> : null}
      {validators instanceof Error ? <p className="studio-stale" role="alert">The form cannot be shown: {validators.message}</p> : null}
      {bundle && step && translators ? (
        <>
          <nav className="studio-steps" aria-label="Steps">
            {steps.map((candidate, position) => (
              <button key={candidate.id} type="button" aria-current={candidate === step ? 'step' : undefined} onClick={() => goTo(candidate.id)}>
                {position + 1}. {translators.en(`product.${bundle.definition.code}.step.${candidate.id}`)}
              </button>
            ))}
          </nav>
          <div className="studio-body">
            {schema && validators && !(validators instanceof Error) ? (
              <div className="studio-columns">
                {LANGS.map((lang: Lang) => (
                  <LanguageColumn
                    key={lang}
                    ref={(handle) => { columns.current[lang] = handle; }}
                    lang={lang}
                    bundle={bundle}
                    step={step}
                    schema={schema}
                    earlierSteps={earlierSteps}
                    validators={validators}
                    translate={translators[lang]}
                    findings={snapshot?.findings ?? []}
                    formData={answers}
                    onChange={setAnswers}
                    extraChecks={extraChecks[lang]}
                    left={left}
                    onLeave={onLeave}
                  />
                ))}
              </div>
            ) : null}
            <aside className="studio-side">
              {composed ? <PricePanel rates={bundle.rates} data={priceData} onChange={(data) => code && setPriceBy({ ...priceBy, [code]: data })} composed={composed} translators={translators} /> : null}
              <button type="button" onClick={() => code && setPriceBy({ ...priceBy, [code]: startingPriceData(priceInputs(bundle.rates), answers, newOrder) })}>Price the answers of the form</button>
            </aside>
          </div>
          <div className="studio-actions">
            <button type="button" disabled={index <= 0} onClick={() => goTo(steps[index - 1]!.id)}>Back</button>
            <button type="button" data-testid="studio-next" disabled={index >= steps.length - 1} onClick={() => {
              if (stepIsValid()) goTo(steps[index + 1]!.id);
            }}>Next (checks this step)</button>
          </div>
          <section aria-label="Machines">
            {(snapshot?.machines ?? []).map((graph) => <MachineDiagram key={graph.machine} graph={graph} />)}
          </section>
        </>
      ) : null}
    </main>
  );
}
