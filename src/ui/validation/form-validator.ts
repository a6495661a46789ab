import { customizeValidator } from '@rjsf/validator-ajv8';
import { customFormats } from '../../engine/index.js';

/**
 * The one rjsf validator of the storefront: ajv with the engine's custom formats (names, phones, plates,
 * identity documents) on top of ajv's own `date` and `email`. One instance, so ajv compiles each step
 * schema once (step schemas carry distinct `$id`s).
 */
export const formValidator = customizeValidator({ customFormats });
