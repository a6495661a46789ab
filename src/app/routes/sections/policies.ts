/** Routes of docs/spec/storefront-spec.md#2-screens-and-routes — Policies beyond the list and detail: endorsement, vehicle endorsement, add information and its result. */
import type { RouteDeclaration } from '../route-entry.js';

export const policyRoutes: readonly RouteDeclaration[] = [
  { id: 'policyEndorsement', titleKey: 'page.policyEndorsement', requiresSession: true, load: () => import('../../pages/my-policy/endorsement-page.js').then((m) => m.EndorsementPage) },
  { id: 'policyVehicleEndt', titleKey: 'page.policyVehicleEndt', requiresSession: true, load: () => import('../../pages/my-policy/vehicle-endt-page.js').then((m) => m.VehicleEndtPage) },
  { id: 'policyAddInformation', titleKey: 'page.policyAddInformation', requiresSession: true, load: () => import('../../pages/my-policy/add-information-page.js').then((m) => m.AddInformationPage) },
  { id: 'policyAddResult', titleKey: 'page.policyAddResult', requiresSession: true, load: () => import('../../pages/my-policy/add-result-page.js').then((m) => m.AddResultPage) },
];
