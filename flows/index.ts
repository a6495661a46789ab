/**
 * The lifecycle machines (XState v5), pure: actors and side-effect actions are declared, never
 * implemented here; the app attaches real ones with `.provide()`. Also the vocabulary for declaring a
 * machine to the model checker (flow-model.ts). The models themselves (`<machine>.properties.ts`, the
 * payment sub-flow's in payment.properties.ts, all listed in models.ts, with their samples) are for the
 * checker and tests only: import them from there, so the app bundle never carries them. Each export
 * is documented where it is defined.
 */
export {
  createPurchaseMachine, currentStep, purchaseStepStateId, PURCHASE_ACTORS, PURCHASE_MACHINE_ID,
} from './purchase.machine.js';
export type {
  PurchaseActorName, PurchaseContext, PurchaseEvent, PurchaseMachine, PurchaseProductDefinition,
} from './purchase.machine.js';
export type { Draft, FormData, PayOrder, PurchaseInput, PurchaseProduct, Quotation } from './types.js';

export { launchMachine, LAUNCH_MACHINE_ID, LAUNCH_ACTORS, LAUNCH_ACTIONS, FORBIDDEN_MARKER, TRACKING_COOKIE_HOURS } from './launch.machine.js';
export type { BanInfo, LaunchContext, LaunchInput, LaunchMachine, LaunchNavigation } from './launch.machine.js';

export { sessionMachine, SESSION_MACHINE_ID, SESSION_ACTORS, SESSION_ACTIONS, ADD_INFORMATION_PATH } from './session.machine.js';
export type {
  Channel, PersistedSession, SessionContext, SessionEndCode, SessionEvent, SessionInput, SessionMachine, SessionNavigation,
  SessionPage, SessionUser, ThirdUserInfo,
} from './session.machine.js';

export {
  bridgeMachine, BRIDGE_MACHINE_ID, BRIDGE_ACTORS, BRIDGE_ACTIONS, BACK_MESSAGE_DELAY_MS, ID_CODE_ERROR, relaunchDestination, oauthReturnQuery,
} from './bridge.machine.js';
export type {
  BridgeContext, BridgeEvent, BridgeInput, BridgeMachine, BridgeQuery, OpenIdResult, ThirdUserResult, ServerLogin, ServerLoginRow, ThirdTokenLogin,
} from './bridge.machine.js';
export { isAllowedRedirect } from './redirect-allow-list.js';

export { loginMachine, LOGIN_MACHINE_ID, LOGIN_ACTORS, LOGIN_ACTIONS, LOGIN_TIP_CODES, isReturnedAsIs } from './login.machine.js';
export type {
  LoginContext, LoginEvent, LoginInput, LoginMachine, LoginMode, LoginOutput, LoginResponse, LoginUser, ResetResult,
} from './login.machine.js';

export { createRenewalMachine, RENEWAL_MACHINE_ID, RENEWAL_ACTORS } from './renewal.machine.js';
export type { RenewalContext, RenewalDetail, RenewalEvent, RenewalInput, RenewalMachine, RenewalProduct } from './renewal.machine.js';

export { endorsementMachine, ENDORSEMENT_MACHINE_ID, ENDORSEMENT_ACTORS, ENDORSEMENT_TYPES_OF } from './endorsement.machine.js';
export type {
  EndorsementChange, EndorsementValue, EndorsementCheck, EndorsementContext, EndorsementEvent, EndorsementInput, EndorsementKind, EndorsementMachine,
  EndorsementPremium, EndorsementResult, EndorsementType,
} from './endorsement.machine.js';

export { claimMachine, CLAIM_MACHINE_ID, CLAIM_ACTORS, EMPTY_DOCUMENTS_ERROR } from './claim.machine.js';
export type {
  ClaimContext, ClaimDetail, ClaimDocument, ClaimEvent, ClaimInput, ClaimMachine, ClaimRecord, ClaimType,
} from './claim.machine.js';

/** Model checking: how a machine is declared to the checker. */
export {
  actionsOf, activeStatePaths, defineFlowModel, enters, invokedInput, invokes, isActorResult, isIn, neverProperty, outputOf, sameData,
} from './flow-model.js';
export type {
  ActorResults, AnyFlowModel, CanAlwaysReachProperty, FlowModel, FlowProperty, FlowStep, InvokedActor, ModelProduct, ModelScope,
  NeverProperty, NoDeadlockProperty, PathMemory, ReachableAllProperty, StepAction,
} from './flow-model.js';
