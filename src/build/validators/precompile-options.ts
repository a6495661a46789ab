/**
 * How the storefront's form validators are made, in one place: the build precompiles with these options
 * (src/build/validators/precompiled-validators-code.ts) and the benchmark compiles the same schemas at run time with
 * the same options for comparison (src/bench/validators.ts).
 */
import Ajv2020 from 'ajv/dist/2020.js';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { customFormats } from '../../engine/validation/formats.js';
import { jsonFormats } from '../../engine/validation/json-formats.js';

/**
 * ajv's warnings become build errors: with `strict: false` (rjsf's default, which tolerates vendor
 * keywords) ajv only *warns* about an unknown `format` and then ignores it, which would ship a field
 * that silently accepts anything.
 */
const failOnWarning = {
  log: () => undefined,
  warn: (...args: unknown[]) => {
    throw new Error(`ajv: ${args.map(String).join(' ')}`);
  },
  error: (...args: unknown[]) => {
    throw new Error(`ajv: ${args.map(String).join(' ')}`);
  },
};

/**
 * rjsf validator options shared by the build and the benchmark:
 * - draft 2020-12 (`Ajv2020`), the dialect the gateway validates the same schemas with
 *   (src/server/validation/create-ajv.ts), so the form and the gateway judge a value alike;
 * - only the storefront's own formats, all RegExps (the engine's custom ones plus `date` and `email`):
 *   ajv-formats is switched off, so no function format can end up `require`d by generated code;
 * - no ajv messages (`messages: false`): the storefront shows none of ajv's English texts, it localises every
 *   error from its keyword and params (src/ui/validation/localize-errors.ts), so the generated code carries
 *   no message strings;
 * - not `verbose` (rjsf's default turns it on): an error does not carry the failing schema, its parent and the
 *   data, so the generated code does not embed every schema object an error could point at. The storefront reads
 *   an error's keyword, params and path only (the error list, which would show titles, is off in the step form).
 *   Both cut each step's validator chunk, which the order route's weight target counts (docs/decisions/016-order-route-diet.md).
 */
export const validatorOptions: CustomValidatorOptionsType = {
  AjvClass: Ajv2020,
  customFormats: { ...customFormats, ...jsonFormats },
  ajvFormatOptions: false,
  ajvOptionsOverrides: { logger: failOnWarning, messages: false, verbose: false },
};
