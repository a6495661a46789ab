/**
 * The real product data of the repository, read from disk the way the gateway does, for engine tests.
 */
import { readdirSync, readFileSync } from 'node:fs';
import {
  normalizeProductDefinition, type JsonSchema, type ProductBundle, type ProductMetaSchemas, type RatesTable,
} from '../../../src/engine/index.js';

const root = new URL('../../../schemas/', import.meta.url);

/** Parses a JSON file under schemas/. */
export function readSchemaFile(path: string): JsonSchema {
  return JSON.parse(readFileSync(new URL(path, root), 'utf8')) as JsonSchema;
}

/** The four files of a product as parsed JSON, before any check. */
export function rawProduct(code: string) {
  return {
    definition: readSchemaFile(`products/${code}/product.json`),
    formSchema: readSchemaFile(`products/${code}/form.schema.json`),
    uiSchema: readSchemaFile(`products/${code}/form.ui.json`),
    rates: readSchemaFile(`products/${code}/rates.json`),
  };
}

/** A product's bundle as the app and the gateway hold it. */
export function loadBundle(code: string): ProductBundle {
  const raw = rawProduct(code);
  return { definition: normalizeProductDefinition(raw.definition), formSchema: raw.formSchema, uiSchema: raw.uiSchema, rates: raw.rates as unknown as RatesTable };
}

/** schemas/shared/*.json keyed by camelCase file name, as composeFormSchema expects (every file, as the gateway reads them). */
export const sharedDefs: Record<string, JsonSchema> = Object.fromEntries(
  readdirSync(new URL('shared/', root)).filter((file) => file.endsWith('.json')).sort().map((file) => [
    file.slice(0, -'.json'.length).replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase()),
    readSchemaFile(`shared/${file}`),
  ]),
);

/** schemas/meta/*.schema.json. */
export const metaSchemas: ProductMetaSchemas = {
  product: readSchemaFile('meta/product.schema.json'),
  rates: readSchemaFile('meta/rates.schema.json'),
};

/** The manifest's product codes. */
export const manifestCodes = (readSchemaFile('products/manifest.json') as { products: string[] }).products;

/** A complete, valid TPS order for two insured persons. */
export function validTpsOrder(): Record<string, unknown> {
  const person = (englishName: string, relation: string) => ({
    englishName, gender: 'M', dob: '1990-05-01', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }, relation, beneficiary: 'LEGAL',
  });
  return {
    productCode: 'TPS',
    billingCurrency: 'MOP',
    planCode: 'INDIVIDUAL_BASIC',
    areaCode: '01',
    commDate: '2030-01-10',
    expiryDate: '2030-01-12',
    insurantInfo: [person('CHAN TAI MAN', 'SELF'), person('CHAN SIU MING', 'CHILD')],
    policyHolderInfo: {
      englishName: 'CHAN TAI MAN', gender: 'M', dob: '1990-05-01', identifyNo: { identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' },
      mobilePhoneNo: { code: '853', 853: '66123456' }, mail: 'chan@example.com', address: 'Rua do Campo 1, Macau',
    },
    declaration: true,
  };
}
