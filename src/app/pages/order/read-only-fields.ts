import type { UiSchema } from '@rjsf/utils';

/**
 * `uiSchema` with the named fields of each block shown read-only (`{ policyHolderInfo: ['englishName'] }`): answers
 * already given elsewhere in the order, shown for the customer to see rather than asked again. Answers `uiSchema`
 * itself when nothing is named, so a form keeps its uiSchema's identity.
 */
export function withReadOnlyFields(uiSchema: UiSchema, fieldsByBlock: Readonly<Record<string, readonly string[]>>): UiSchema {
  const blocks = Object.entries(fieldsByBlock).filter(([, fields]) => fields.length > 0);
  if (blocks.length === 0) return uiSchema;
  const result: UiSchema = { ...uiSchema };
  for (const [block, fields] of blocks) {
    const blockUi: UiSchema = { ...(uiSchema[block] as UiSchema | undefined) };
    for (const field of fields) blockUi[field] = { ...(blockUi[field] as UiSchema | undefined), 'ui:readonly': true };
    result[block] = blockUi;
  }
  return result;
}
