/** Link builders and route data of the policies section (pure data: no page imports; see ../sections/policies.ts for its routes). */
/** The section's path patterns, shared with its route table (../sections/policies.ts). */
export const POLICY_PATTERNS = {
  ENDORSEMENT: '/pages/myPolicy/endorsement/index',
  VEHICLE_ENDT: '/pages/myPolicy/vehicleEndt/index',
  ADD_INFORMATION: '/pages/myPolicy/addInformation/index',
  ADD_RESULT: '/pages/myPolicy/addInformation/addResult/index',
} as const;
const { ENDORSEMENT, VEHICLE_ENDT, ADD_INFORMATION, ADD_RESULT } = POLICY_PATTERNS;

const query = (params: Record<string, string>): string => new URLSearchParams(params).toString();

/** Link builders for the section's routes: pages never spell these paths by hand. */
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
