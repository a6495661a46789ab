/**
 * The lifecycle machines (XState v5), pure: actors are declared, never implemented here; the app
 * attaches real ones with `.provide()`. Each export is documented where it is defined.
 */
export {
  createPurchaseMachine, currentStep, purchaseStepStateId, PURCHASE_ACTORS, PURCHASE_MACHINE_ID,
} from './purchase.machine.js';
export type {
  PurchaseActorName, PurchaseContext, PurchaseEvent, PurchaseMachine, PurchaseProductDefinition,
} from './purchase.machine.js';
export type { Draft, FormData, PayOrder, PurchaseInput, PurchaseProduct, Quotation } from './types.js';
