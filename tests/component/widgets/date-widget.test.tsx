import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { RJSFSchema } from '@rjsf/utils';
import { byId, errorText, renderWidgetForm } from './support/widget-form.js';

const schema = {
  type: 'object',
  properties: {
    startDate: { title: 'Cover starts on', type: 'string', format: 'date' },
    carDate: { title: 'First registered', type: 'string', format: 'date' },
  },
} as RJSFSchema;
const uiSchema = { startDate: { 'ui:options': { startDate: true } }, carDate: { 'ui:options': { yearsBack: 30, yearsForward: 0 } } };

/** The year labels of the open date picker's first wheel. */
function pickerYears(): number[] {
  const column = document.querySelector('.adm-picker-view-column');
  return Array.from(column?.querySelectorAll('.adm-picker-view-column-item-label') ?? []).map((item) => Number.parseInt(item.textContent ?? '', 10));
}

describe('the date widget', () => {
  beforeEach(() => {
    // 22:30 in Macao (UTC+8) on 21 November 2026, whatever the machine's own time zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T14:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a policy start date on the next day after 22:00 Macao time', async () => {
    const { current } = await renderWidgetForm({ schema, uiSchema });
    await waitFor(() => expect(current().startDate).toBe('2026-11-22'));
    expect(byId('root_startDate').value).toBe('2026-11-22');
    // An ordinary date is not filled in.
    expect(current().carDate).toBeUndefined();
  });

  it('refuses a start before the earliest start date, in the page language, keeping the date typed', async () => {
    const { current, t } = await renderWidgetForm({ schema, uiSchema, lang: 'tw' });
    const input = byId('root_startDate');
    fireEvent.change(input, { target: { value: '20261121' } });
    fireEvent.blur(input);
    await waitFor(() => expect(errorText('root_startDate')).toBe(t('validation.startDate', { date: '2026-11-22' })));
    expect(byId('root_startDate').value).toBe('2026-11-21');
    expect(current().startDate).toBe('2026-11-21');
  });

  it('shows the date message for a date that is no date', async () => {
    const { t } = await renderWidgetForm({ schema, uiSchema });
    fireEvent.change(byId('root_carDate'), { target: { value: '2026-02-30' } });
    fireEvent.blur(byId('root_carDate'));
    await waitFor(() => expect(errorText('root_carDate')).toBe(t('validation.format.date')));
    expect(byId('root_carDate').value).toBe('2026-02-30');
  });

  it('opens a picker reaching 10 years back and forward by default, or what ui:options ask', async () => {
    await renderWidgetForm({ schema: { type: 'object', properties: { day: { type: 'string', format: 'date' } } } as RJSFSchema });
    fireEvent.click(screen.getByTestId('root_day-picker'));
    await waitFor(() => expect(pickerYears().length).toBeGreaterThan(0));
    expect(Math.min(...pickerYears())).toBe(2016);
    expect(Math.max(...pickerYears())).toBe(2036);
  });

  it('lets ui:options change the reach of the picker', async () => {
    await renderWidgetForm({ schema, uiSchema });
    fireEvent.click(screen.getByTestId('root_carDate-picker'));
    await waitFor(() => expect(pickerYears().length).toBeGreaterThan(0));
    expect(Math.min(...pickerYears())).toBe(1996);
    expect(Math.max(...pickerYears())).toBe(2026);
  });
});
