import { ESLint } from 'eslint';

/** One problem `npm run lint` reports: the rule and its message. */
export interface LintProblem {
  ruleId: string;
  message: string;
}

/** Lints `code` as if it lived at `filePath` (relative to the repository), with the project's eslint.config.js. */
export async function lintSnippetAt(filePath: string, code: string): Promise<LintProblem[]> {
  const eslint = new ESLint({ cwd: process.cwd() });
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => ({ ruleId: message.ruleId ?? 'parse-error', message: message.message }));
}

/** The rule ids that fired on `code` at `filePath`. */
export async function rulesFiredAt(filePath: string, code: string): Promise<string[]> {
  return (await lintSnippetAt(filePath, code)).map((problem) => problem.ruleId);
}
