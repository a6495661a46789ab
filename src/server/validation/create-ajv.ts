/** The one ajv setup of the gateway: draft 2020-12, every error, the storefront's formats. */
import Ajv2020 from 'ajv/dist/2020.js';
import { customFormats } from '../../engine/validation/formats.js';
import { jsonFormats } from '../../engine/validation/json-formats.js';

/**
 * A validator factory for request payloads and order forms. `verbose` keeps each error's schema so
 * the gateway can name the field by its title; `strict: false` accepts the schemas' vendor keywords.
 * `coerceTypes` is for query strings, where every value arrives as text. `validateSchema: false` skips checking
 * each schema against the draft's meta schema as it is compiled, for schemas already checked elsewhere: the
 * contract's request schemas (tests/unit/contract/request-schemas-valid.test.ts); compiling the meta schema was
 * the largest part of the gateway's first answer after its start (docs/decisions/010-gateway-hot-path.md).
 */
export function createAjv(options: { coerceTypes?: boolean; validateSchema?: boolean } = {}): Ajv2020 {
  return new Ajv2020({
    allErrors: true,
    strict: false,
    verbose: true,
    validateSchema: options.validateSchema ?? true,
    coerceTypes: options.coerceTypes ?? false,
    formats: { ...customFormats, ...jsonFormats },
  });
}
