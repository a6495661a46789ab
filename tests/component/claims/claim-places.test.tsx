/**
 * A claim offers only the places where the policy's cover applies: seen in the hand walk-through, a Macao car
 * policy's claim offered Japan and the United States. The form asks the gateway for the places of the policy's
 * product (product.json claimPlaces); the gateway answers here as it does for a Macao car policy.
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
import { claim, LOCATES, ok, ORDER } from './claim-samples.js';

const CAR_POLICY = { ...ORDER, b2cOrderId: 'B2C-MTV-1', productCode: 'MTV', policyNo: 'P-MTV-2021-000001' };
const COLLISION: ClaimType = {
  code: 'MOTOR_COLLISION', line: 'motor', name: 'Collision damage',
  documents: [{ docType: 'DAMAGE_PHOTO', name: 'Photos of the damage', required: true, maxFiles: 20 }],
  infoFields: ['incidentDate', 'description', 'amount'],
};
const MACAO_ONLY = { items: [{ code: 'MO', name: 'Macao', region: 'macao' }] };

afterEach(() => resetClaimFlow());

describe('the places a claim offers', () => {
  it('are where the car policy applies: Macao, not Japan', async () => {
    const api = fakeApi({
      'order.selectUserOrderInfo': { total: 1, items: [CAR_POLICY] },
      'claim.apply': ok(claim({ b2cOrderId: CAR_POLICY.b2cOrderId, productCode: 'MTV' })),
      'claim.getClaimTypes': { items: [COLLISION] },
      // The gateway's answer: a product's places when the call names it, every place otherwise.
      'claim.getClaimLocateList': (payload: Record<string, unknown>) => (payload.productCode === 'MTV' ? MACAO_ONLY : LOCATES),
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
    expect(api.calls.filter((call) => call.id === 'claim.getClaimLocateList').map((call) => call.payload)).toEqual([{ productCode: 'MTV' }]);
  });
});
