/** Link builders of the policies section (pure data: no page imports; see ../sections/policies.ts for its routes). */
import { linkTo } from '../link-to.js';

/** Link builders for the section's routes: pages never spell these paths by hand. */
export const policyPaths = {
  policyEndorsement: (b2cOrderId: string): string => linkTo('policyEndorsement', { b2cOrderId }),
  policyVehicleEndt: (b2cOrderId: string): string => linkTo('policyVehicleEndt', { b2cOrderId }),
  /**
   * Where the sandbox payment page returns after paying an endorsement's difference: the policy travels as
   * policyOrderId, because the payment page adds its own b2cOrderId (the endorsement order) and payResult.
   */
  policyEndorsementReturn: (kind: 'general' | 'vehicle', policyOrderId: string): string =>
    linkTo(kind === 'vehicle' ? 'policyVehicleEndt' : 'policyEndorsement', { policyOrderId }),
  policyAddInformation: (b2cOrderId: string): string => linkTo('policyAddInformation', { b2cOrderId }),
  policyAddResult: (b2cOrderId: string, count: number): string => linkTo('policyAddResult', { b2cOrderId, count: String(count) }),
} as const;
