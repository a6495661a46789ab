/** Routes of spec section 2 — Policies beyond the list and detail: endorsement, vehicle endorsement, add information and its result. */
import type { RouteEntry } from '../route-entry.js';

const ENDORSEMENT = '/pages/myPolicy/endorsement/index';
const VEHICLE_ENDT = '/pages/myPolicy/vehicleEndt/index';
const ADD_INFORMATION = '/pages/myPolicy/addInformation/index';
const ADD_RESULT = '/pages/myPolicy/addInformation/addResult/index';

export const policyRoutes: readonly RouteEntry[] = [
  { id: 'policyEndorsement', path: ENDORSEMENT, titleKey: 'page.policyEndorsement', requiresSession: true, load: () => import('../../pages/my-policy/endorsement-page.js').then((m) => m.EndorsementPage) },
  { id: 'policyVehicleEndt', path: VEHICLE_ENDT, titleKey: 'page.policyVehicleEndt', requiresSession: true, load: () => import('../../pages/my-policy/vehicle-endt-page.js').then((m) => m.VehicleEndtPage) },
  { id: 'policyAddInformation', path: ADD_INFORMATION, titleKey: 'page.policyAddInformation', requiresSession: true, load: () => import('../../pages/my-policy/add-information-page.js').then((m) => m.AddInformationPage) },
  { id: 'policyAddResult', path: ADD_RESULT, titleKey: 'page.policyAddResult', requiresSession: true, load: () => import('../../pages/my-policy/add-result-page.js').then((m) => m.AddResultPage) },
];

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

/** Link builders for the routes above: pages never spell these paths by hand. */
export const policyPaths = {
  policyEndorsement: (b2cOrderId: string): string => `${ENDORSEMENT}?${query({ b2cOrderId })}`,
  policyVehicleEndt: (b2cOrderId: string): string => `${VEHICLE_ENDT}?${query({ b2cOrderId })}`,
  /**
   * Where the sandbox payment page returns after paying an endorsement's difference: the policy travels as
   * policyOrderId, because the payment page adds its own b2cOrderId (the endorsement order) and payResult.
   */
  policyEndorsementReturn: (kind: 'general' | 'vehicle', policyOrderId: string): string =>
    `${kind === 'vehicle' ? VEHICLE_ENDT : ENDORSEMENT}?${query({ policyOrderId })}`,
  policyAddInformation: (b2cOrderId: string): string => `${ADD_INFORMATION}?${query({ b2cOrderId })}`,
  policyAddResult: (b2cOrderId: string, count: number): string => `${ADD_RESULT}?${query({ b2cOrderId, count: String(count) })}`,
} as const;
