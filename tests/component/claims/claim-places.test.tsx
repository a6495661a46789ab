/**
 * A claim offers only the places where the policy's cover applies: seen in the hand walk-through, a Macao car
 * policy's claim offered Japan and the United States, and a trip insured for Macao and Hong Kong offered the world.
 * The form asks the gateway for the places of the claim's own policy (product.json claimPlaces, or the chosen travel
 * area's areas[].claimPlaces); the gateway answers here as it does for such policies.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { ClaimApplyPage } from '../../../src/app/pages/claims/claim-apply-page.js';
import { resetClaimFlow } from '../../../src/app/pages/claims/claim-flow.js';
import { ClaimInfoPage } from '../../../src/app/pages/claims/claim-info-page.js';
import { ClaimTypePage } from '../../../src/app/pages/claims/claim-type-page.js';
import type { ClaimType } from '../../../src/contract/rows/claims.js';
import { fakeApi, renderWithApp } from '../support/render-with-app.js';
import { testI18n } from '../support/test-i18n.js';
import { typeIncidentDate } from './incident-date-field.js';
import { claim, LOCATES, ok, ORDER, TRAVEL_DELAY } from './claim-samples.js';

const CAR_POLICY = { ...ORDER, b2cOrderId: 'B2C-MTV-1', productCode: 'MTV', policyNo: 'P-MTV-2021-000001' };
const COLLISION: ClaimType = {
  code: 'MOTOR_COLLISION', line: 'motor', name: 'Collision damage',
  documents: [{ docType: 'DAMAGE_PHOTO', name: 'Photos of the damage', required: true, maxFiles: 20 }],
  infoFields: ['incidentDate', 'description', 'amount'],
};
const CAR_CLAIM = claim({ b2cOrderId: CAR_POLICY.b2cOrderId, productCode: 'MTV' });
const MACAO_HONG_KONG = { items: [{ code: 'MO', name: 'Macao', region: 'macao' }, { code: 'HK', name: 'Hong Kong', region: 'greaterChina' }] };
const MACAO_ONLY = { items: [{ code: 'MO', name: 'Macao', region: 'macao' }] };

afterEach(() => resetClaimFlow());

describe('the places a claim offers', () => {
  it('are where the car policy applies: Macao, not Japan', async () => {
    const api = fakeApi({
      'order.selectUserOrderInfo': { total: 1, items: [CAR_POLICY] },
      'claim.apply': ok(CAR_CLAIM),
      'claim.getClaimTypes': { items: [COLLISION] },
      // The gateway's answer: the places the claim's policy covers when the call names the claim, every place otherwise.
      'claim.getClaimLocateList': (payload: Record<string, unknown>) => (payload.claimId === CAR_CLAIM.claimId ? MACAO_ONLY : LOCATES),
    });
    renderWithApp(
      <Routes>
        <Route path="apply/index" element={<ClaimApplyPage />} />
        <Route path="claimType/index" element={<ClaimTypePage />} />
        <Route path="info/index" element={<ClaimInfoPage />} />
      </Routes>,
      { i18n: await testI18n('en'), api, path: '/pages/myClaim/apply/index', pattern: '/pages/myClaim/*' },
    );
    fireEvent.click(await screen.findByTestId(`claim-policy-${CAR_POLICY.b2cOrderId}`));
    await typeIncidentDate('2021-05-02');
    fireEvent.click(screen.getByTestId('claim-apply-next'));
    fireEvent.click(await screen.findByTestId('claim-type-MOTOR_COLLISION'));
    expect(await screen.findByRole('option', { name: 'Macao' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Japan' })).toBeNull();
    expect(api.calls.filter((call) => call.id === 'claim.getClaimLocateList').map((call) => call.payload)).toEqual([{ claimId: CAR_CLAIM.claimId }]);
  });

  it('are where the trip\'s area applies: Macao and Hong Kong, not Japan', async () => {
    const tripClaim = claim({ claimId: 'CL-20210502-00000000000B', b2cOrderId: ORDER.b2cOrderId, productCode: 'TPS' });
    const api = fakeApi({
      'order.selectUserOrderInfo': { total: 1, items: [ORDER] },
      'claim.apply': ok(tripClaim),
      'claim.getClaimTypes': { items: [TRAVEL_DELAY] },
      // The gateway's answer for a policy of area 08 (Macao and Hong Kong), every place when the claim is not named.
      'claim.getClaimLocateList': (payload: Record<string, unknown>) => (payload.claimId === tripClaim.claimId ? MACAO_HONG_KONG : LOCATES),
    });
    renderWithApp(
      <Routes>
        <Route path="apply/index" element={<ClaimApplyPage />} />
        <Route path="claimType/index" element={<ClaimTypePage />} />
        <Route path="info/index" element={<ClaimInfoPage />} />
      </Routes>,
      { i18n: await testI18n('en'), api, path: '/pages/myClaim/apply/index', pattern: '/pages/myClaim/*' },
    );
    fireEvent.click(await screen.findByTestId(`claim-policy-${ORDER.b2cOrderId}`));
    await typeIncidentDate('2021-05-02');
    fireEvent.click(screen.getByTestId('claim-apply-next'));
    fireEvent.click(await screen.findByTestId('claim-type-TRAVEL_DELAY'));
    expect(await screen.findByRole('option', { name: 'Hong Kong' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Macao' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Japan' })).toBeNull();
  });
});
