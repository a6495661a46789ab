/**
 * The findings the studio shows for one product: the product check's (the very function the gateway, the
 * build and `npm run products:check` use) about that product's files or the files every product shares,
 * each one about a form field also named by that field's data path, so the page can show it beside the field.
 */
import type { Finding } from '../../../engine/products/check/index.js';
import type { StudioFinding } from '../snapshot-types.js';

/** The form field a finding of form.schema.json or form.ui.json concerns, from its path in the file. */
export function formFieldOf(finding: Pick<Finding, 'file' | 'path'>): string | undefined {
  const segments = finding.path.split('.').filter((segment) => segment !== '');
  const field: string[] = [];
  if (finding.file.endsWith('/form.schema.json')) {
    // properties.insurantInfo.items.properties.dob.format -> insurantInfo.dob
    for (let index = 0; index < segments.length; index += 1) {
      if (segments[index] === 'properties' && segments[index + 1] !== undefined) field.push(segments[(index += 1)]!);
      else if (segments[index] !== 'items') break;
    }
  } else if (finding.file.endsWith('/form.ui.json')) {
    // insurantInfo.items.dob.ui:widget -> insurantInfo.dob
    for (const segment of segments) {
      if (segment.startsWith('ui:')) break;
      if (segment !== 'items') field.push(segment);
    }
  }
  return field.length > 0 ? field.join('.') : undefined;
}

/** Whether a finding is about `code`: its own files, or files that are not another product's. */
function concerns(finding: Finding, code: string): boolean {
  const product = /(?:^|\/)products\/([^/]+)\/[^/]+$/.exec(finding.file)?.[1];
  return product === undefined || product === code;
}

/** The check's findings about `code`, errors first. */
export function productFindings(findings: readonly Finding[], code: string): StudioFinding[] {
  return findings
    .filter((finding) => concerns(finding, code))
    .map((finding) => ({ ...finding, field: formFieldOf(finding) }))
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'error' ? -1 : 1));
}
