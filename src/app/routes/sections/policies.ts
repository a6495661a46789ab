/** Routes of spec section 2 — Policies beyond the list and detail: endorsement, vehicle endorsement, add information and its result. */
import type { RouteEntry } from '../route-entry.js';
import { POLICY_PATTERNS } from '../paths/policies.js';

const { ENDORSEMENT, VEHICLE_ENDT, ADD_INFORMATION, ADD_RESULT } = POLICY_PATTERNS;

export const policyRoutes: readonly RouteEntry[] = [
  { id: 'policyEndorsement', path: ENDORSEMENT, titleKey: 'page.policyEndorsement', requiresSession: true, load: () => import('../../pages/my-policy/endorsement-page.js').then((m) => m.EndorsementPage) },
  { id: 'policyVehicleEndt', path: VEHICLE_ENDT, titleKey: 'page.policyVehicleEndt', requiresSession: true, load: () => import('../../pages/my-policy/vehicle-endt-page.js').then((m) => m.VehicleEndtPage) },
  { id: 'policyAddInformation', path: ADD_INFORMATION, titleKey: 'page.policyAddInformation', requiresSession: true, load: () => import('../../pages/my-policy/add-information-page.js').then((m) => m.AddInformationPage) },
  { id: 'policyAddResult', path: ADD_RESULT, titleKey: 'page.policyAddResult', requiresSession: true, load: () => import('../../pages/my-policy/add-result-page.js').then((m) => m.AddResultPage) },
];
