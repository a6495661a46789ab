/**
 * One measurement of src/bench/validators.ts, run in a fresh process so nothing is warm: makes the
 * validator of one schema, precompiled or compiled at run time, validates the data once and prints the
 * times as JSON. Not meant to be run by hand.
 *
 *   tsx src/bench/validators-probe.ts <precompiled|runtime> <schema.json> <data.json> <validators.mjs>
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { customizeValidator, type ValidatorFunctions } from '@rjsf/validator-ajv8';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import { validatorOptions } from '../build/validators/precompile-options.js';

/** What one probe prints. */
export interface ProbeTiming {
  /** Run time: a new ajv instance. Precompiled: importing the product's generated module and wrapping it. */
  setupMs: number;
  /** The first `validateFormData` (for run time, ajv compiles the schema in it). */
  firstValidationMs: number;
}

async function probe(variant: string, schemaFile: string, dataFile: string, moduleFile: string): Promise<ProbeTiming> {
  const schema = JSON.parse(readFileSync(schemaFile, 'utf8')) as RJSFSchema;
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as Record<string, unknown>;
  const start = performance.now();
  let validator: ValidatorType;
  if (variant === 'runtime') {
    validator = customizeValidator(validatorOptions);
  } else {
    const module = (await import(pathToFileURL(moduleFile).href)) as { default: Record<string, ValidatorFunctions> };
    validator = createPrecompiledValidator(module.default[schema.$id as string] as ValidatorFunctions, schema);
  }
  const ready = performance.now();
  validator.validateFormData(data, schema);
  const done = performance.now();
  return { setupMs: ready - start, firstValidationMs: done - ready };
}

const [variant = '', schemaFile = '', dataFile = '', moduleFile = ''] = process.argv.slice(2);
process.stdout.write(`${JSON.stringify(await probe(variant, schemaFile, dataFile, moduleFile))}\n`);
