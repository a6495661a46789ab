import { Fragment, useMemo, type ReactNode } from 'react';
import '../theme.css';
import { getUiOptions, retrieveSchema, type RJSFSchema, type UiSchema } from '@rjsf/utils';
import { precompiledFormValidator, type PrecompiledValidatorTable } from '../validation/precompiled-form-validator.js';
import { authoredOrder } from '../authored-order.js';
import { translateText, type Translate } from '../form-context.js';
import type { LoadOptions } from '../widget-services.js';
import { RemoteValue, SummaryListsContext } from './remote-value.js';
import { moneyText } from '../../engine/index.js';
import { moneyAmount } from '../widgets/money-widget.js';

export interface FormSummaryProps {
  /**
   * The schemas of the wizard steps to summarise, in order, exactly as the build precompiled them
   * (`stepSchema(composeFormSchema(...), step)`); their fields are shown in that order. Titles are i18n
   * keys, translated here.
   */
  steps: readonly RJSFSchema[];
  /** The product's precompiled validators (one for each step schema), which resolve conditional fields. */
  validators: PrecompiledValidatorTable;
  uiSchema: UiSchema;
  formData: Record<string, unknown>;
  /** Localised texts of the summary itself (empty values, yes/no, numbered items). */
  translate: Translate;
  /**
   * The form widgets' list loader: answers chosen from a server list (`ui:options.source`: car models, banks) are
   * shown by name. Without it they show as stored (their codes).
   */
  loadOptions?: LoadOptions;
}

type Json = unknown;

function isObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema of a part of the form with its conditions resolved against the data entered. */
type Resolve = (schema: RJSFSchema, data: Json) => RJSFSchema;

/** The label of a choice (`oneOf` const/title or `enum`), else the value itself. */
function displayValue(schema: RJSFSchema, value: Json, translate: Translate): string {
  if (value === undefined || value === null || value === '') return translate('ui.empty');
  if (typeof value === 'boolean') return translate(value ? 'ui.yes' : 'ui.no');
  const options = (schema.oneOf ?? schema.anyOf) as RJSFSchema[] | undefined;
  const match = options?.find((option) => isObject(option) && option.const === value);
  if (match && typeof match.title === 'string') return translateText(translate, match.title);
  return String(value);
}

/** The label of `value` among `{ value, label }` entries (a declaration's answerList or noticeList), translated. */
function listedLabel(list: Json, value: Json, translate: Translate): string | undefined {
  const entries = Array.isArray(list) ? list.filter(isObject) : [];
  const label = entries.find((entry) => String(entry.value) === String(value))?.label;
  return typeof label === 'string' ? translateText(translate, label) : undefined;
}

/**
 * A declaration question (`ui:field: declarationQuestion`, schemas/shared/question.json) as the user answered
 * it: the question, then the answer with its notice (a picked notice by its label). Its inner fields (id,
 * answerList, noticeType…) are the question's make-up, not answers, so they are not shown; nor is a question
 * not asked (`isShow: false`).
 */
function declarationRow(key: number, item: Json, translate: Translate): ReactNode {
  const data = isObject(item) ? item : {};
  if (data.isShow === false) return null;
  const answer = listedLabel(data.answerList, data.answer, translate) ?? displayValue({}, data.answer, translate);
  const given = data.notice === undefined || data.notice === '' || data.noticeType === 'upload' ? undefined
    : listedLabel(data.noticeList, data.notice, translate) ?? String(data.notice);
  return (
    <div className="mo-summary__row" key={key}>
      <dt>{translateText(translate, String(data.problem ?? ''))}</dt>
      <dd>{given === undefined ? answer : `${answer}: ${given}`}</dd>
    </div>
  );
}

function orderedKeys(schema: RJSFSchema, uiSchema: UiSchema | undefined): string[] {
  const keys = Object.keys((schema.properties ?? {}) as object);
  const order = (uiSchema?.['ui:order'] as string[] | undefined) ?? [];
  const ranked = order.filter((key) => key !== '*' && keys.includes(key));
  const rest = authoredOrder(keys.filter((key) => !ranked.includes(key)).map((name) => ({ name }))).map(({ name }) => name);
  return [...ranked, ...rest];
}

/**
 * Whether a field holds uploaded files (the upload widget, or a schema naming a media type): its value is the
 * gateway's file ids, which mean nothing to the customer, so the summary says how many files were uploaded.
 */
function isUpload(schema: RJSFSchema, uiSchema: UiSchema | undefined): boolean {
  return getUiOptions(uiSchema).widget === 'upload' || typeof schema.contentMediaType === 'string'
    || (isObject(schema.items) && typeof (schema.items as RJSFSchema).contentMediaType === 'string');
}

/** "2 files uploaded" for one file id or a list of them; "not given" for none. */
function uploadedText(value: Json, translate: Translate): string {
  const count = (Array.isArray(value) ? value : [value]).filter((id) => typeof id === 'string' && id !== '').length;
  return count === 0 ? translate('ui.empty') : translate('ui.uploaded', { count });
}

function isHidden(uiSchema: UiSchema | undefined): boolean {
  return getUiOptions(uiSchema).widget === 'hidden';
}

/**
 * One field's summary: a dt/dd row, or for an object or a list a block with a heading. Inside a `<dl>`
 * (`inList`) a block is a dt (the heading) and a dd (its rows), the only children a `<dl>` may hold.
 */
function renderValue(name: string, schema: RJSFSchema, resolve: Resolve, uiSchema: UiSchema | undefined, value: Json, translate: Translate, inList: boolean): ReactNode {
  const resolved = resolve(schema, value);
  const title = translateText(translate, (resolved.title as string | undefined) ?? name);
  const block = (key: string | number, heading: string, rows: ReactNode) => inList ? (
    <div className="mo-summary__block" key={key}>
      <dt className="mo-summary__heading">{heading}</dt>
      <dd>{rows}</dd>
    </div>
  ) : (
    <div className="mo-summary__block" key={key}>
      <div className="mo-summary__heading">{heading}</div>
      {rows}
    </div>
  );
  if (isUpload(resolved, uiSchema)) {
    return (
      <div className="mo-summary__row" key={name}>
        <dt>{title}</dt>
        <dd>{uploadedText(value, translate)}</dd>
      </div>
    );
  }
  if (resolved.type === 'array' || Array.isArray(value)) {
    const items = Array.isArray(value) ? value : [];
    const itemSchema = (isObject(resolved.items) ? resolved.items : {}) as RJSFSchema;
    const itemUi = uiSchema?.items as UiSchema | undefined;
    if (itemUi?.['ui:field'] === 'declarationQuestion') {
      const rows = items.map((item, index) => declarationRow(index, item, translate));
      return inList ? <Fragment key={name}>{rows}</Fragment> : block(name, title, <dl className="mo-summary__list">{rows}</dl>);
    }
    const blocks = items.map((item, index) => block(index, translate('ui.item', { title, index: index + 1 }), renderObjectRows(itemSchema, resolve, itemUi, item, translate)));
    return inList ? <Fragment key={name}>{blocks}</Fragment> : <div className="mo-summary__group" key={name}>{blocks}</div>;
  }
  if (resolved.type === 'object' || resolved.properties) {
    return block(name, title, renderObjectRows(resolved, resolve, uiSchema, value, translate));
  }
  const { source, dependsOn, remoteSearch, currency } = getUiOptions(uiSchema);
  // An amount with a currency (the money widget's, or a typed amount's such as a contents value) reads as the one
  // money formatter writes it everywhere: "MOP 1,500,000.00", never a bare "300000".
  const amount = typeof currency === 'string' ? moneyAmount(value) : null;
  const listed = typeof source === 'string' && source !== '' && (typeof value === 'string' || typeof value === 'number') && value !== '';
  return (
    <div className="mo-summary__row" key={name}>
      <dt>{title}</dt>
      <dd>
        {listed
          ? <RemoteValue source={source} dependsOn={typeof dependsOn === 'string' ? dependsOn : undefined} remoteSearch={remoteSearch === true} value={value} />
          : amount !== null && typeof currency === 'string' ? moneyText(amount, currency) : displayValue(resolved, value, translate)}
      </dd>
    </div>
  );
}

function renderObjectRows(schema: RJSFSchema, resolve: Resolve, uiSchema: UiSchema | undefined, value: Json, translate: Translate): ReactNode {
  const resolved = resolve(schema, value);
  const data = isObject(value) ? value : {};
  const properties = (resolved.properties ?? {}) as Record<string, RJSFSchema>;
  return (
    <dl className="mo-summary__list">
      {orderedKeys(resolved, uiSchema).map((key) => {
        const child = properties[key];
        const childUi = uiSchema?.[key] as UiSchema | undefined;
        // Optional fields the user left empty are not worth a row; required ones show "not given".
        const empty = data[key] === undefined || data[key] === '';
        const required = Array.isArray(resolved.required) && resolved.required.includes(key);
        if (!child || isHidden(childUi) || (empty && !required)) return null;
        return <Fragment key={key}>{renderValue(key, child, resolve, childUi, data[key], translate, true)}</Fragment>;
      })}
    </dl>
  );
}

/**
 * A read-only summary of what the user entered, derived from the schema (titles, choice labels, nested
 * people and documents) rather than hand-written per product: the review step and the policy detail
 * page both use it.
 */
export function FormSummary({ steps, validators, uiSchema, formData, translate, loadOptions }: FormSummaryProps) {
  // Each field is resolved within its own step's schema, by that step's precompiled validator.
  const properties: Record<string, RJSFSchema> = {};
  const resolvers: Record<string, Resolve> = {};
  for (const step of steps) {
    const validator = precompiledFormValidator(validators, step);
    const resolveInStep: Resolve = (part, data) => retrieveSchema(validator, part, step, data as never);
    for (const [field, child] of Object.entries((step.properties ?? {}) as Record<string, RJSFSchema>)) {
      properties[field] = child;
      resolvers[field] = resolveInStep;
    }
  }
  const fields = Object.keys(properties);
  const resolverOf = (field: string): Resolve => resolvers[field] as Resolve;
  // Consecutive plain fields (plan, area, dates) share one card; people and other groups get a card each.
  const sections: { key: string; simple: boolean; fields: string[] }[] = [];
  for (const field of fields) {
    const child = properties[field];
    if (!child || isHidden(uiSchema[field] as UiSchema | undefined)) continue;
    const resolved = resolverOf(field)(child, formData[field]);
    const simple = !(resolved.type === 'object' || resolved.type === 'array' || resolved.properties);
    const last = sections[sections.length - 1];
    if (simple && last?.simple) last.fields.push(field);
    else sections.push({ key: field, simple, fields: [field] });
  }
  const lists = useMemo(() => ({ loadOptions, formData }), [loadOptions, formData]);
  return (
    <SummaryListsContext.Provider value={lists}>
      <div className="mo-summary">
        {sections.map((section) => (
          <section className={`mo-summary__section${section.simple ? ' mo-summary__section--simple' : ''}`} key={section.key}>
            {section.simple ? (
              <dl className="mo-summary__list">
                {section.fields.map((field) => renderValue(field, properties[field] as RJSFSchema, resolverOf(field), uiSchema[field] as UiSchema | undefined, formData[field], translate, true))}
              </dl>
            ) : renderValue(section.key, properties[section.key] as RJSFSchema, resolverOf(section.key), uiSchema[section.key] as UiSchema | undefined, formData[section.key], translate, false)}
          </section>
        ))}
      </div>
    </SummaryListsContext.Provider>
  );
}
