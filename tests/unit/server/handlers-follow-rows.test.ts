/**
 * A domain's handler object is typed by its contract rows, so a row added to a domain's table fails that
 * domain's handler file until it has a handler, not only the gateway's whole map in create-gateway.ts far from
 * it. This compiles the gateway with rows added to the tables (as a developer would add them, in memory only)
 * and reads where tsc complains.
 */
import { resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const CORE_ROWS = resolve('src/contract/rows/core.ts');
const POLICY_SERVICE_ROWS = resolve('src/contract/rows/policy-services.ts');

/** A row `id` inserted before the row `before` of a rows file's text. */
function withRow(text: string, before: string, id: string): string {
  const at = text.indexOf(`  '${before}': {`);
  if (at < 0) throw new Error(`no row ${before}`);
  return `${text.slice(0, at)}  '${id}': { method: 'POST', path: '/api/probe/${id}', access: 'session' },\n${text.slice(at)}`;
}

/** The files, relative to the repository, where tsc reports a handler missing for `id`. */
function filesMissing(program: ts.Program, id: string): string[] {
  const files = program.getSourceFiles().filter((file) => file.fileName.includes('/src/server/'));
  return files
    .filter((file) => program.getSemanticDiagnostics(file).some((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').includes(`"${id}"`)))
    .map((file) => file.fileName.slice(resolve('.').length + 1))
    .sort();
}

describe('a row added to a domain\'s contract table', () => {
  const config = ts.getParsedCommandLineOfConfigFile(resolve('tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  if (!config) throw new Error('tsconfig.json unreadable');
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    const text = readFile(file);
    if (text === undefined) return text;
    if (resolve(file) === CORE_ROWS) return withRow(withRow(text, 'pay.createPayOrder', 'pay.refundProbe'), 'order.baseNow', 'order.probe');
    if (resolve(file) === POLICY_SERVICE_ROWS) return withRow(text, 'renewal.list', 'renewal.probe');
    return text;
  };
  const program = ts.createProgram({ rootNames: [resolve('src/server/create-gateway.ts')], options: config.options, host });

  it('fails the file that answers its prefix: a payment row in the payment handlers, a renewal row in the renewal handlers', () => {
    expect(filesMissing(program, 'pay.refundProbe')).toContain('src/server/payments/payments.handlers.ts');
    expect(filesMissing(program, 'renewal.probe')).toContain('src/server/policy-services/renewals.handlers.ts');
  });

  it('fails the composition of the domain\'s rows when no prefix names its file', () => {
    expect(filesMissing(program, 'order.probe')).toContain('src/server/handlers/core.handlers.ts');
  });
}, 120_000);
