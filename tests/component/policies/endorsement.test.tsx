/**
 * The endorsement pages driven by flows/endorsement.machine.ts with a fake API: a contact change with no
 * difference applied at once, a name correction refused by the gateway (the typed name stays), a refused
 * check, a vehicle change with a positive difference going to the payment page, and the way back from it.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { EndorsementPage } from '../../../src/app/pages/my-policy/endorsement-page.js';
import { VehicleEndtPage } from '../../../src/app/pages/my-policy/vehicle-endt-page.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';

const ok = (data: unknown) => ({ succ: true, tipCode: '000000', tipType: null, tipMsg: null, data });
const refused = (tipMsg: string, tipCode = 'V00400') => ({ succ: false, tipCode, tipType: 'E', tipMsg, data: null });

const TPS_ORDER = { b2cOrderId: 'ORD-TPS-1', productCode: 'TPS', status: 'paid', policyNo: 'P-TPS-1', premium: 120, currency: 'MOP', commDate: '2026-03-11', expiryDate: '2026-03-20', formData: {}, quotationNo: null, payOrderId: null, paidAt: null };
const MTV_ORDER = { ...TPS_ORDER, b2cOrderId: 'ORD-MTV-1', productCode: 'MTV', policyNo: 'P-MTV-1' };

const contactCheck = {
  b2cOrderId: 'ORD-TPS-1', endtType: 'contact', effectiveDate: '2026-03-12', expiryDate: '2026-03-20', remainingDays: 9,
  fields: ['policyHolderInfo.mobilePhoneNo', 'policyHolderInfo.mail', 'policyHolderInfo.address'],
  currentValues: {
    'policyHolderInfo.mobilePhoneNo': { code: '853', 853: '66123456' },
    'policyHolderInfo.mail': 'chan.tai.man@example.com',
    'policyHolderInfo.address': 'Rua Central 1',
  },
};
const noDifference = { premiumDifference: 0, currency: 'MOP', oldPremium: 120, newPremium: 120, remainingDays: 9, termDays: 10, effectiveDate: '2026-03-12' };

const ENDT_PATH = '/pages/myPolicy/endorsement/index';
const VEHICLE_PATH = '/pages/myPolicy/vehicleEndt/index';

describe('the endorsement page', () => {
  it('applies a contact change with no premium difference, pre-filled from the policy (tw)', async () => {
    const api = fakeApi({
      'order.detail': TPS_ORDER,
      'endt.check': ok(contactCheck),
      'endt.premiumCalc': ok(noDifference),
      'endt.submit': ok({ endtNo: 'E-TPS-2026-000001', b2cOrderId: 'ORD-TPS-1', endtType: 'contact', status: 'applied', premiumDifference: 0, currency: 'MOP', endtOrderId: null, changes: [], effectiveDate: '2026-03-12', createdAt: '', appliedAt: '' }),
    });
    renderWithApp(<EndorsementPage />, { i18n: await testI18n('tw'), api, path: `${ENDT_PATH}?b2cOrderId=ORD-TPS-1` });
    expect(await screen.findByText('您想修改甚麼？')).toBeTruthy();
    fireEvent.click(screen.getByTestId('endt-type-contact'));
    const mail = await screen.findByTestId('endt-policyHolderInfo-mail') as HTMLInputElement;
    expect(mail.value).toBe('chan.tai.man@example.com');
    expect((screen.getByTestId('endt-policyHolderInfo-mobilePhoneNo') as HTMLInputElement).value).toBe('66123456');
    fireEvent.change(mail, { target: { value: 'tai.man@example.org' } });
    fireEvent.click(screen.getByTestId('endt-calc'));
    expect((await screen.findByTestId('endt-difference')).textContent).toBe('MOP 0.00');
    expect(screen.getByText('無需補繳保費')).toBeTruthy();
    fireEvent.click(screen.getByTestId('endt-confirm'));
    expect((await screen.findByTestId('endt-no')).textContent).toBe('E-TPS-2026-000001');
    expect(screen.getByText('批改已生效')).toBeTruthy();
    const changes = [{ field: 'policyHolderInfo.mail', value: 'tai.man@example.org' }];
    expect(api.calls.filter((call) => call.id.startsWith('endt.'))).toEqual([
      { id: 'endt.check', payload: { b2cOrderId: 'ORD-TPS-1', endtType: 'contact' } },
      { id: 'endt.premiumCalc', payload: { b2cOrderId: 'ORD-TPS-1', endtType: 'contact', changes } },
      { id: 'endt.submit', payload: { b2cOrderId: 'ORD-TPS-1', endtType: 'contact', changes } },
    ]);
    expect(api.calls.some((call) => call.id === 'pay.createPayOrder')).toBe(false);
  });

  it('checks a name with the engine rule, then shows the gateway refusal and keeps the typed name (en)', async () => {
    const nameCheck = { ...contactCheck, endtType: 'name', fields: ['insurantInfo.1.englishName'], currentValues: { 'insurantInfo.1.englishName': 'WONG MEILAN' } };
    const api = fakeApi({
      'order.detail': TPS_ORDER,
      'endt.check': ok(nameCheck),
      'endt.premiumCalc': refused('insurantInfo.1.englishName: cannot be changed by this kind of endorsement'),
    });
    renderWithApp(<EndorsementPage />, { i18n: await testI18n('en'), api, path: `${ENDT_PATH}?b2cOrderId=ORD-TPS-1` });
    fireEvent.click(await screen.findByTestId('endt-type-name'));
    const name = await screen.findByTestId('endt-insurantInfo-1-englishName') as HTMLInputElement;
    expect(screen.getByText('Insured person 2 · English name')).toBeTruthy();
    fireEvent.click(screen.getByTestId('endt-calc'));
    expect((await screen.findByTestId('endt-nothing')).textContent).toBe('You have not changed anything yet');
    fireEvent.change(name, { target: { value: 'WONG 123' } });
    fireEvent.click(screen.getByTestId('endt-calc'));
    expect((await screen.findByTestId('endt-insurantInfo-1-englishName-error')).textContent).toBe('An English name has letters only, words separated by single spaces');
    expect(api.calls.some((call) => call.id === 'endt.premiumCalc')).toBe(false);
    fireEvent.change(name, { target: { value: 'WONG MEI LAN' } });
    fireEvent.click(screen.getByTestId('endt-calc'));
    expect((await screen.findByTestId('endt-error')).textContent).toBe('insurantInfo.1.englishName: cannot be changed by this kind of endorsement');
    expect((screen.getByTestId('endt-insurantInfo-1-englishName') as HTMLInputElement).value).toBe('WONG MEI LAN');
  });

  it('shows a refused check (expired policy) with its reason and a way back (tw)', async () => {
    const api = fakeApi({ 'order.detail': TPS_ORDER, 'endt.check': refused('保單已過期，不能批改', 'V00409') });
    renderWithApp(<EndorsementPage />, { i18n: await testI18n('tw'), api, path: `${ENDT_PATH}?b2cOrderId=ORD-TPS-1` });
    fireEvent.click(await screen.findByTestId('endt-type-contact'));
    const refusal = await screen.findByTestId('endt-refused');
    expect(refusal.textContent).toContain('此保單現時不能批改');
    expect(refusal.textContent).toContain('保單已過期，不能批改');
    fireEvent.click(screen.getByTestId('endt-back'));
    expect(await screen.findByTestId('endt-type-name')).toBeTruthy();
  });

  it('asks for a policy when the address names none (en)', async () => {
    renderWithApp(<EndorsementPage />, { i18n: await testI18n('en'), api: fakeApi(), path: ENDT_PATH });
    expect((await screen.findByTestId('endt-no-policy')).textContent).toContain('This policy could not be found');
  });
});

describe('the vehicle endorsement page', () => {
  const vehicleCheck = {
    b2cOrderId: 'ORD-MTV-1', endtType: 'vehicle', effectiveDate: '2026-09-10', expiryDate: '2027-03-10', remainingDays: 181,
    fields: ['carInfo.carCode', 'carInfo.motorCode', 'carInfo.carBodyCode', 'carInfo.motorSize', 'carInfo.carUserType'],
    currentValues: { 'carInfo.carCode': 'MA-12-34', 'carInfo.motorCode': 'ENG-0001', 'carInfo.carBodyCode': 'CHS-000001', 'carInfo.motorSize': 1800, 'carInfo.carUserType': 'SDP' },
  };

  it('prices a bigger engine pro rata and sends the difference to the payment page (en)', async () => {
    const api = fakeApi({
      'order.detail': MTV_ORDER,
      'endt.check': ok(vehicleCheck),
      'endt.premiumCalc': ok({ premiumDifference: 120.5, currency: 'MOP', oldPremium: 2000, newPremium: 2243, remainingDays: 181, termDays: 365, effectiveDate: '2026-09-10' }),
      'endt.submit': ok({ endtNo: 'E-MTV-2026-000001', b2cOrderId: 'ORD-MTV-1', endtType: 'vehicle', status: 'awaitingPayment', premiumDifference: 120.5, currency: 'MOP', endtOrderId: 'ORD-MTV-E1', changes: [], effectiveDate: '2026-09-10', createdAt: '', appliedAt: null }),
      'pay.createPayOrder': { payOrderId: 'PAY-1', payUrl: '/sandbox/pay/PAY-1', amount: 120.5, currency: 'MOP' },
    });
    renderWithApp(<VehicleEndtPage />, { i18n: await testI18n('en'), api, path: `${VEHICLE_PATH}?b2cOrderId=ORD-MTV-1` });
    const size = await screen.findByTestId('endt-carInfo-motorSize') as HTMLInputElement;
    expect(size.value).toBe('1800');
    expect(api.calls.find((call) => call.id === 'endt.check')?.payload).toEqual({ b2cOrderId: 'ORD-MTV-1', endtType: 'vehicle' });
    fireEvent.change(screen.getByTestId('endt-carInfo-carCode'), { target: { value: 'mb 5678' } });
    fireEvent.change(size, { target: { value: '2200' } });
    fireEvent.click(screen.getByTestId('endt-calc'));
    expect((await screen.findByTestId('endt-difference')).textContent).toBe('MOP 120.50');
    expect(screen.getByText('Premium to pay')).toBeTruthy();
    expect(screen.getByText('181 of 365 days left')).toBeTruthy();
    fireEvent.click(screen.getByTestId('endt-confirm'));
    fireEvent.click(await screen.findByTestId('endt-pay'));
    await waitFor(() => expect(api.calls.some((call) => call.id === 'pay.createPayOrder')).toBe(true));
    const changes = [{ field: 'carInfo.carCode', value: 'MB-56-78' }, { field: 'carInfo.motorSize', value: 2200 }];
    expect(api.calls.find((call) => call.id === 'endt.submit')?.payload).toEqual({ b2cOrderId: 'ORD-MTV-1', endtType: 'vehicle', changes });
    expect(api.calls.find((call) => call.id === 'pay.createPayOrder')?.payload).toEqual({
      b2cOrderId: 'ORD-MTV-E1', returnUrl: '/pages/myPolicy/vehicleEndt/index?policyOrderId=ORD-MTV-1',
    });
    expect(await screen.findByText('Going to the payment page…')).toBeTruthy();
  });

  it('back from the payment page confirms the endorsement order and shows the change applied (tw)', async () => {
    const api = fakeApi({ 'order.detail': { ...MTV_ORDER, b2cOrderId: 'ORD-MTV-E1', status: 'paid' } });
    renderWithApp(<VehicleEndtPage />, {
      i18n: await testI18n('tw'), api,
      path: `${VEHICLE_PATH}?policyOrderId=ORD-MTV-1&b2cOrderId=ORD-MTV-E1&payOrderId=PAY-1&payResult=success`,
    });
    expect((await screen.findByTestId('endt-applied')).textContent).toContain('付款成功，保單資料已更新。');
    expect(api.calls.some((call) => call.id.startsWith('endt.'))).toBe(false);
  });

  it('an unpaid endorsement order after the payment page offers to pay again (en)', async () => {
    const api = fakeApi({ 'order.detail': { ...MTV_ORDER, b2cOrderId: 'ORD-MTV-E1', status: 'priced' } });
    renderWithApp(<VehicleEndtPage />, {
      i18n: await testI18n('en'), api,
      path: `${VEHICLE_PATH}?policyOrderId=ORD-MTV-1&b2cOrderId=ORD-MTV-E1&payOrderId=PAY-1&payResult=fail`,
    });
    expect((await screen.findByTestId('endt-pay-failed')).textContent).toContain('The payment did not go through');
  });
});
