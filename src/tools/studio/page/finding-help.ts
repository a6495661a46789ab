import type { UiSchema } from '@rjsf/utils';
import type { StudioFinding } from '../snapshot-types.js';

/** `insurantInfo.0.dob` -> the uiSchema keys of that field (`insurantInfo`, `items`, `dob`). */
function uiPath(fieldPath: string): string[] {
  return fieldPath.split('.').filter((part) => part !== '').map((part) => (/^\d+$/.test(part) ? 'items' : part));
}

/**
 * `uiSchema` with each finding about a form field shown as that field's help text (`ui:help`), so the
 * author reads the problem next to the field it concerns. The original is left as it is.
 */
export function withFindingHelp(uiSchema: UiSchema, findings: readonly StudioFinding[]): UiSchema {
  const about = findings.filter((finding) => finding.field);
  if (about.length === 0) return uiSchema;
  const result = structuredClone(uiSchema) as Record<string, unknown>;
  for (const finding of about) {
    let node = result;
    for (const key of uiPath(finding.field!)) {
      if (typeof node[key] !== 'object' || node[key] === null) node[key] = {};
      node = node[key] as Record<string, unknown>;
    }
    const earlier = typeof node['ui:help'] === 'string' ? `${node['ui:help']} ` : '';
    node['ui:help'] = `${earlier}⚠ ${finding.message}`;
  }
  return result as UiSchema;
}
