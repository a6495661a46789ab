/** How bad a finding is: an error stops the gateway, the build and the tests; a warning is printed apart. */
export type Severity = 'error' | 'warning';

/** One thing wrong (or doubtful) in the product data, said in words a product owner can act on. */
export interface Finding {
  severity: Severity;
  /** The file, relative to the repository root (e.g. `schemas/products/TWK/rates.json`). */
  file: string;
  /** 1-based line of the place concerned (1 when the finding is about the whole file). */
  line: number;
  /** 1-based column of that place. */
  column: number;
  /** The field path inside the file, dotted (`plans.2.code`); empty for the whole file. */
  path: string;
  /** What is wrong and what was expected, in plain words. */
  message: string;
}

/** `schemas/products/TWK/rates.json line 14: plan "WH_GOLD" has a price but ...`, as the CLI prints it. */
export function formatFinding(finding: Finding): string {
  return `${finding.file} line ${finding.line}: ${finding.message}`;
}
