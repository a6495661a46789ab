/**
 * Every lifecycle model the checker proves, in the order the spec's states and transitions list the
 * machines (docs/spec/storefront-spec.md#4-states-and-transitions); the report lists them so. The
 * models and their samples are for the checker and tests only: the app never imports this file, so
 * its bundle never carries them.
 */
import type { AnyFlowModel } from './flow-model.js';
import { bridgeModel } from './bridge.properties.js';
import { claimModel } from './claim.properties.js';
import { endorsementModel } from './endorsement.properties.js';
import { launchModel } from './launch.properties.js';
import { loginModel } from './login.properties.js';
import { purchaseModel } from './purchase.properties.js';
import { renewalModel } from './renewal.properties.js';
import { sessionModel } from './session.properties.js';

/** Every lifecycle model, launch first. */
export const flowModels: readonly AnyFlowModel[] = [
  launchModel, sessionModel, bridgeModel, loginModel, purchaseModel, renewalModel, endorsementModel, claimModel,
];
