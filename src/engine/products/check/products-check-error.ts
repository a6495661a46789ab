import { formatFinding, type Finding } from './finding.js';

/**
 * Thrown by a loader that refuses product data with errors: the message lists each error as the CLI
 * prints it (file, line, what was expected), so a refused build or start says what to fix.
 */
export class ProductsCheckError extends Error {
  constructor(readonly findings: readonly Finding[]) {
    super(`The product data has ${findings.length} error(s) (npm run products:check for the same list):\n${findings.map((finding) => `  ${formatFinding(finding)}`).join('\n')}`);
    this.name = 'ProductsCheckError';
  }
}

/** Throws {@link ProductsCheckError} when the findings hold any error; warnings never stop anything. */
export function refuseOnErrors(findings: readonly Finding[]): void {
  const errors = findings.filter((finding) => finding.severity === 'error');
  if (errors.length > 0) throw new ProductsCheckError(errors);
}
