import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { OrderPage } from '../../src/app/pages/order/order-page.js';
import { useSessionStore } from '../../src/app/stores/session.store.js';
import { fakeApi, renderWithApp } from './support/render-with-app.js';
import { testI18n } from './support/test-i18n.js';
import { MTV_CAR_LISTS, mtvDraft as draft } from './support/mtv-draft.js';

const ROUTE = '/pages/order/:code/index';
const REFUSAL = '行駛證相片不是您上載的檔案';

describe('the order wizard with a blocking server check', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: 'tok', user: null });
  });

  it('shows the check\'s tipMsg in a modal after saving a step with files and stays on that step', async () => {
    const api = fakeApi({
      'order.temporary': null,
      'order.create': draft(null),
      'order.tempSave': (payload: Record<string, unknown>) => ({ ...draft(payload.step as string), formData: payload.formData }),
      'order.checkImage': { succ: false, tipCode: 'V00400', tipType: 'T', tipMsg: REFUSAL, data: null },
      ...MTV_CAR_LISTS,
    });
    const i18n = await testI18n('tw');
    renderWithApp(<OrderPage />, { i18n, api, path: '/pages/order/mtv/index', pattern: ROUTE });
    await screen.findByTestId('step-plan');
    fireEvent.click(screen.getByTestId('next'));
    await screen.findByTestId('step-carInfo');
    // The plan step holds no files: its save is not checked.
    expect(api.calls.some((call) => call.id === 'order.checkImage')).toBe(false);
    fireEvent.click(screen.getByTestId('next'));
    expect(await screen.findByText(REFUSAL)).toBeTruthy();
    expect(api.calls.filter((call) => call.id === 'order.checkImage').map((call) => call.payload)).toEqual([{ b2cOrderId: 'MTV-TEST-000001' }]);
    // The user acknowledges the notice. Whether antd-mobile's closing animation finishes is not asserted: in jsdom
    // its animation frames sometimes never complete (about one run in three), which says nothing of the app.
    fireEvent.click(screen.getByText(i18n.t('ui.confirm')));
    expect(screen.getByTestId('step-carInfo')).toBeTruthy();
    expect(screen.queryByTestId('order-error')).toBeNull();
  });
});
