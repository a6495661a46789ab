/** The one ajv setup of the gateway: draft 2020-12, every error, the storefront's formats. */
import Ajv2020 from 'ajv/dist/2020.js';
import { customFormats } from '../../engine/validation/formats.js';
import { jsonFormats } from '../../engine/validation/json-formats.js';

/**
 * A validator factory for request payloads and order forms. `verbose` keeps each error's schema so
 * the gateway can name the field by its title; `strict: false` accepts the schemas' vendor keywords.
 * `coerceTypes` is for query strings, where every value arrives as text.
 */
export function createAjv(options: { coerceTypes?: boolean } = {}): Ajv2020 {
  return new Ajv2020({
    allErrors: true,
    strict: false,
    verbose: true,
    coerceTypes: options.coerceTypes ?? false,
    formats: { ...customFormats, ...jsonFormats },
  });
}
