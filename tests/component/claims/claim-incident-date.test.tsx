/**
 * The claim form's incident date is the storefront's date field, as in the order forms (typed on the numeric
 * keypad or picked on the storefront's wheel), not the device's mm/dd/yyyy picker; and the date is judged on the
 * field when it is left: not after today (Macao calendar), not before the chosen policy's start.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { ClaimApplyPage } from '../../../src/app/pages/claims/claim-apply-page.js';
import { resetClaimFlow } from '../../../src/app/pages/claims/claim-flow.js';
import type { Lang } from '../../../src/engine/index.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { incidentDateInput, typeIncidentDate } from './incident-date-field.js';
import { ORDER } from './claim-samples.js';

afterEach(() => resetClaimFlow());

async function open(lang: Lang) {
  const api = fakeApi({ 'order.selectUserOrderInfo': { total: 1, items: [ORDER] } });
  renderWithApp(<ClaimApplyPage />, { i18n: await testI18n(lang), api, path: '/pages/myClaim/apply/index' });
  await screen.findByTestId(`claim-policy-${ORDER.b2cOrderId}`);
  return api;
}

/** The message under the incident date, '' when there is none. */
const fieldMessage = () => screen.queryByTestId('claim-incident-date-error')?.textContent ?? '';

describe('the claim\'s incident date', () => {
  it('is the storefront\'s date field in an order-form row (tw)', async () => {
    await open('tw');
    expect(document.querySelector('input[type=date]')).toBeNull();
    const input = await incidentDateInput();
    const row = input.closest('.mo-field') as HTMLElement;
    expect(row.querySelector('label.mo-field__label')?.textContent).toBe('出險日期*');
    expect(row.querySelector('label')?.htmlFor).toBe(input.id);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.placeholder).not.toBe('');
    expect(row.querySelector('button.mo-date__open')).not.toBeNull();
  });

  it('refuses a date after today on the field, before Next (tw)', async () => {
    const api = await open('tw');
    await typeIncidentDate('29991231');
    expect((await incidentDateInput()).value).toBe('2999-12-31');
    expect(fieldMessage()).toBe('出險日期不可遲於今天');
    expect((await incidentDateInput()).closest('.mo-field')?.classList.contains('mo-field--invalid')).toBe(true);
    fireEvent.click(screen.getByTestId('claim-apply-next'));
    expect(api.calls.map((call) => call.id)).toEqual(['order.selectUserOrderInfo']);
  });

  it('refuses a date before the chosen policy\'s start on the field, and takes the message back for a good date (en)', async () => {
    await open('en');
    fireEvent.click(screen.getByTestId(`claim-policy-${ORDER.b2cOrderId}`));
    await typeIncidentDate('2021-04-30');
    expect(fieldMessage()).toBe('The incident date must be within the cover (2021-05-01 to 2099-04-30)');
    await typeIncidentDate('2021-05-02');
    expect(fieldMessage()).toBe('');
  });

  it('is judged again when a policy is chosen after the date (cn)', async () => {
    await open('cn');
    await typeIncidentDate('2021-04-30');
    expect(fieldMessage()).toBe('');
    fireEvent.click(screen.getByTestId(`claim-policy-${ORDER.b2cOrderId}`));
    expect(fieldMessage()).toBe('出险日期须在保障期内（2021-05-01 至 2099-04-30）');
  });
});
