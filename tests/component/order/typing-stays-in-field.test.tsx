/**
 * Typing on a wizard step renders nothing, not even the field typed into: the text stays in the field and
 * reaches the form when the field is left. A value typed and never left is not lost: Next saves it, and the end
 * of a session keeps it.
 */
import { Profiler, useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { composeFormSchema, stepSchema } from '../../../src/engine/index.js';
import { localizeUiSchema, StepForm } from '../../../src/ui/index.js';
import { productCatalog } from '../../../src/app/products/load-products.js';
import { loadFormValidators } from '../../../src/app/products/use-form-validators.js';
import { OrderPage } from '../../../src/app/pages/order/order-page.js';
import { createApiEventHandler } from '../../../src/app/shell/api-event-handler.js';
import { useResumeStore } from '../../../src/app/stores/resume.store.js';
import { useSessionStore } from '../../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { MTV_CAR_LISTS, mtvDraft } from '../support/mtv-draft.js';
import { testI18n } from '../support/test-i18n.js';

/** How often each field's row (the theme's FieldTemplate, drawn for every field, the form's root included) rendered, by id. */
const rowRenders = vi.hoisted(() => new Map<string, number>());

vi.mock('../../../src/ui/templates/field-template.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/ui/templates/field-template.js')>();
  return {
    FieldTemplate(props: FieldTemplateProps) {
      rowRenders.set(props.id, (rowRenders.get(props.id) ?? 0) + 1);
      return original.FieldTemplate(props);
    },
  };
});

/** How many times React committed a render anywhere in the step form (a React Profiler's onRender). */
const formCommits = { count: 0 };

const ROUTE = '/pages/order/:code/index';
const PAGE = '/pages/order/mtv/index';
const CAR = 'root_carInfo';
const TYPED = '1AZ-987654';

function totalRowRenders(): number {
  return [...rowRenders.values()].reduce((sum, count) => sum + count, 0);
}

/** Types `text` into the input one character at a time, as a user does, without leaving it. */
function typeSlowly(input: HTMLInputElement, text: string): void {
  for (let length = 1; length <= text.length; length += 1) fireEvent.change(input, { target: { value: text.slice(0, length) } });
}

function input(id: string): HTMLInputElement {
  const element = document.getElementById(id);
  if (!(element instanceof HTMLInputElement)) throw new Error(`no input #${id}`);
  return element;
}

/** MTV's car step as the order page builds it, its form data held by a parent that records every change. */
async function renderCarStep() {
  const i18n = await testI18n('tw');
  const t = i18n.t.bind(i18n) as unknown as (key: string, params?: Record<string, unknown>) => string;
  const { registry, sharedDefs } = productCatalog();
  const bundle = registry.get('MTV');
  const step = bundle?.definition.steps.find((candidate) => candidate.id === 'carInfo');
  if (!bundle || !step) throw new Error('MTV has no car step');
  const schema = stepSchema(composeFormSchema(bundle, sharedDefs), step) as RJSFSchema;
  const validators = await loadFormValidators('MTV');
  const uiSchema = localizeUiSchema(bundle.uiSchema, t) as UiSchema;
  const changes: Record<string, unknown>[] = [];
  function Parent() {
    const [data, setData] = useState<Record<string, unknown>>(mtvDraft('plan').formData);
    const change = (next: Record<string, unknown>) => {
      changes.push(next);
      setData(next);
    };
    return (
      <Profiler id="step-form" onRender={() => { formCommits.count += 1; }}>
        <StepForm schema={schema} validators={validators} uiSchema={uiSchema} formData={data} translate={t} onChange={change} />
      </Profiler>
    );
  }
  render(<Parent />);
  await waitFor(() => expect(input(`${CAR}_motorCode`).value).toBe('2AR-1234567'));
  return { changes };
}

/** The MTV wizard opened on a new order whose plan and car are filled in, shown at its car step. */
async function openWizardAtCarStep() {
  const api = fakeApi({
    'order.temporary': null,
    'order.create': mtvDraft(null),
    'order.tempSave': (payload: Record<string, unknown>) => ({ ...mtvDraft(payload.step as string), formData: payload.formData }),
    'order.checkImage': { succ: true, tipCode: null, tipType: null, tipMsg: null, data: null },
    ...MTV_CAR_LISTS,
  });
  const i18n = await testI18n('tw');
  renderWithApp(<OrderPage />, { i18n, api, path: PAGE, pattern: ROUTE });
  await screen.findByTestId('step-plan');
  fireEvent.click(screen.getByTestId('next'));
  await screen.findByTestId('step-carInfo');
  return api;
}

describe('typing on the MTV car step', () => {
  beforeEach(() => {
    rowRenders.clear();
    useSessionStore.setState({ token: 'tok', user: null, loginCallback: null });
    useResumeStore.setState({ registered: null, callbackForm: null, resumeTo: null });
  });

  it('re-renders no other field while typing, and gives the form the value when the field is left', async () => {
    const { changes } = await renderCarStep();
    const field = input(`${CAR}_motorCode`);
    // Whatever the form still had to settle (remote lists, defaults) is done before counting.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const changesBefore = changes.length;
    rowRenders.clear();

    typeSlowly(field, TYPED);

    expect(field.value).toBe(TYPED);
    expect(totalRowRenders()).toBe(0);
    expect(changes).toHaveLength(changesBefore);

    fireEvent.blur(field);
    await waitFor(() => expect(changes.at(-1)).toMatchObject({ carInfo: { motorCode: TYPED, carCode: 'MA-12-34' } }));
    expect(input(`${CAR}_motorCode`).value).toBe(TYPED);
  });

  it('renders nothing at all while typing into a text input: the browser shows the keystroke, the field only holds it', async () => {
    await renderCarStep();
    const field = input(`${CAR}_motorCode`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    formCommits.count = 0;

    typeSlowly(field, TYPED);

    expect(field.value).toBe(TYPED);
    expect(formCommits.count).toBe(0);
  });

  it('gives a text field with no placeholder text no placeholder attribute, which the browser would restyle on every keystroke', async () => {
    await renderCarStep();
    const textFields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input.mo-input, textarea.mo-input')];
    expect(textFields.map((field) => field.id)).toContain(`${CAR}_motorCode`);
    expect(textFields.filter((field) => field.getAttribute('placeholder') === '').map((field) => field.id)).toEqual([]);
  });

  it('saves a value typed and never left when Next is pressed', async () => {
    const api = await openWizardAtCarStep();
    typeSlowly(input(`${CAR}_motorCode`), TYPED);
    fireEvent.click(screen.getByTestId('next'));
    await screen.findByTestId('step-declarations');
    const saves = api.calls.filter((call) => call.id === 'order.tempSave').map((call) => call.payload as { step: string; formData: { carInfo?: Record<string, unknown> } });
    expect(saves.at(-1)?.step).toBe('carInfo');
    expect(saves.at(-1)?.formData.carInfo?.motorCode).toBe(TYPED);
  });

  it('keeps a value typed and never left when the session ends on the step', async () => {
    await openWizardAtCarStep();
    typeSlowly(input(`${CAR}_motorCode`), TYPED);
    const handle = createApiEventHandler({ t: (key) => key, currentPath: () => PAGE, navigate: () => undefined, channel: 'web' });
    act(() => handle({ type: 'session-ended', code: 'S00002' }));
    const kept = useResumeStore.getState().callbackForm;
    expect(kept?.path).toBe(PAGE);
    expect((kept?.formData.formData as { carInfo?: Record<string, unknown> } | undefined)?.carInfo?.motorCode).toBe(TYPED);
  });
});
