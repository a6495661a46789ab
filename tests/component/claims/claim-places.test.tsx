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
import type { ClaimDetail, ClaimType } from '../../../src/contract/rows/claims.js';
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

/**
 * Files a claim of `claimType` on `policy` up to the info step, the gateway answering `places` for the claim
 * `claimed` and every place for a call that does not name it; the calls made.
 */
async function openInfoStep(policy: typeof ORDER, claimed: ClaimDetail, claimType: ClaimType, places: typeof LOCATES) {
  const api = fakeApi({
    'order.selectUserOrderInfo': { total: 1, items: [policy] },
    'claim.apply': ok(claimed),
    'claim.getClaimTypes': { items: [claimType] },
    'claim.getClaimLocateList': (payload: Record<string, unknown>) => (payload.claimId === claimed.claimId ? places : LOCATES),
  });
  renderWithApp(
    <Routes>
      <Route path="apply/index" element={<ClaimApplyPage />} />
      <Route path="claimType/index" element={<ClaimTypePage />} />
      <Route path="info/index" element={<ClaimInfoPage />} />
    </Routes>,
    { i18n: await testI18n('en'), api, path: '/pages/myClaim/apply/index', pattern: '/pages/myClaim/*' },
  );
  fireEvent.click(await screen.findByTestId(`claim-policy-${policy.b2cOrderId}`));
  await typeIncidentDate('2021-05-02');
  fireEvent.click(screen.getByTestId('claim-apply-next'));
  fireEvent.click(await screen.findByTestId(`claim-type-${claimType.code}`));
  return api;
}

describe('the places a claim offers', () => {
  it('are where the car policy applies: Macao, not Japan', async () => {
    const api = await openInfoStep(CAR_POLICY, CAR_CLAIM, COLLISION, MACAO_ONLY);
    expect(await screen.findByRole('option', { name: 'Macao' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Japan' })).toBeNull();
    expect(api.calls.filter((call) => call.id === 'claim.getClaimLocateList').map((call) => call.payload)).toEqual([{ claimId: CAR_CLAIM.claimId }]);
  });

  it('are where the trip\'s area applies (area 08): Macao and Hong Kong, not Japan', async () => {
    const tripClaim = claim({ claimId: 'CL-20210502-00000000000B', b2cOrderId: ORDER.b2cOrderId, productCode: 'TPS' });
    await openInfoStep(ORDER, tripClaim, TRAVEL_DELAY, MACAO_HONG_KONG);
    expect(await screen.findByRole('option', { name: 'Hong Kong' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Macao' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: 'Japan' })).toBeNull();
  });
});
