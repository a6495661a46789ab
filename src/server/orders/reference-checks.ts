/**
 * Checks of order fields whose valid values live on the gateway, not in the form schema: codes from
 * the reference lists (a field whose ui schema names `ui:options.source`, e.g. carInfo.carBrand from
 * `carBrand`, carInfo.carModel from `carModel` under the brand its `dependsOn` names) and file ids (a
 * field whose ui schema names `ui:widget: upload`, and the notice of each declaration answered yes
 * whose notice type is `upload`), which must be the caller's own uploads. The form can only pick
 * from the lists and upload, so the gateway refuses anything else.
 */
import type { FormData } from '../../contract/index.js';
import {
  declarationFields, DECLARATION_ANSWERS, valueAt, type ProductBundle, type ProductRegistry,
} from '../../engine/index.js';
import { invalidField } from '../gateway-error.js';
import type { GatewayDb, ReferenceList } from '../storage/database.js';
import { userHasFile } from '../user-data/files.repo.js';
import { findReferenceItem } from '../catalog/reference-items.repo.js';
import type { FieldProblem } from '../validation/first-problem.js';

/** The `ui:options.source` names the gateway answers, and the list each reads. */
export const LIST_SOURCES: Readonly<Record<string, ReferenceList>> = {
  carBrand: 'carBrand',
  carModel: 'carModel',
  mortgageBank: 'mortgageBank',
  blockCode: 'blockCode',
};

/** The ui widget name of file fields (src/engine/widgets: WIDGET_NAMES.upload). */
const UPLOAD_WIDGET = 'upload';

/** i18n key of the message for a file id that is not one of the caller's uploads. */
export const FILE_MISSING_MESSAGE = 'gateway.fileMissing';

/** A field path with `*` standing for every item of a list. */
type PathPattern = string[];

interface ListField {
  path: PathPattern;
  list: ReferenceList;
  /** Dotted path of the field holding the parent code (a model's brand). */
  dependsOn?: string;
}

/** A file id found in a form, with the i18n key naming it when its field's own label would not. */
interface FileReference {
  path: string[];
  value: unknown;
  labelKey: string | null;
}

interface ProductReferenceFields {
  lists: ListField[];
  files: PathPattern[];
  declarations: string[];
}

export interface ReferenceChecks {
  /**
   * Throws a 400 naming the first list code or file id that is not valid; `fields` limits the check
   * to those top-level fields (a wizard step's and the ones before it), all when omitted.
   */
  assertReferences(bundle: ProductBundle, formData: FormData, userId: string, fields?: readonly string[]): Promise<void>;
  /** The first file reference of the form that is not one of the caller's uploads, or null. */
  missingFile(bundle: ProductBundle, formData: FormData, userId: string, fields?: readonly string[]): Promise<FieldProblem | null>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Visits every node of a ui schema with its field path (`items` of a list as `*`). */
function walkUiSchema(node: unknown, path: PathPattern, visit: (path: PathPattern, node: Record<string, unknown>) => void): void {
  if (!isRecord(node)) return;
  visit(path, node);
  for (const [key, child] of Object.entries(node)) {
    if (!key.startsWith('ui:')) walkUiSchema(child, [...path, key === 'items' ? '*' : key], visit);
  }
}

/**
 * The reference fields a product's ui schema names; throws on a source the gateway does not answer. The catalogue's
 * load calls it for every product whenever it checks the files (src/server/catalog/load-product-catalog.ts), at the
 * build or at start, so a product naming an unknown source never starts and the checks below meet none.
 */
export function referenceFieldsOf(bundle: ProductBundle): ProductReferenceFields {
  const found: ProductReferenceFields = { lists: [], files: [], declarations: declarationFields(bundle.formSchema) };
  walkUiSchema(bundle.uiSchema, [], (path, node) => {
    const options = isRecord(node['ui:options']) ? node['ui:options'] : {};
    if (typeof options.source === 'string') {
      const list = LIST_SOURCES[options.source];
      if (!list) throw new Error(`${bundle.definition.code}: form.ui.json names list source ${options.source}, which the gateway does not answer`);
      found.lists.push({ path, list, ...(typeof options.dependsOn === 'string' ? { dependsOn: options.dependsOn } : {}) });
    }
    if (node['ui:widget'] === UPLOAD_WIDGET || options.widget === UPLOAD_WIDGET) found.files.push(path);
  });
  return found;
}

/** Every value at a path pattern, with its concrete path. */
function valuesAt(data: unknown, pattern: PathPattern, at: string[] = []): { path: string[]; value: unknown }[] {
  const [head, ...rest] = pattern;
  if (head === undefined) return [{ path: at, value: data }];
  if (head === '*') {
    return Array.isArray(data) ? data.flatMap((item, index) => valuesAt(item, rest, [...at, String(index)])) : [];
  }
  if (!isRecord(data) || !Object.hasOwn(data, head)) return [];
  return valuesAt(data[head], rest, [...at, head]);
}

function problemAt(path: string[], keyword: string, labelKey: string | null = null): FieldProblem {
  const name = [...path].reverse().find((segment) => !/^\d+$/.test(segment)) ?? '';
  return { path: path.join('.'), name, labelKey, keyword };
}

const present = (value: unknown): boolean => value !== undefined && value !== null && value !== '';

/**
 * Builds the checks for the products on sale. A product's reference fields are read from its ui schema (the one on
 * sale under its code) on the first check of it: read for every product at start, they grew the start with the
 * catalogue, and the catalogue's load has already refused a product naming an unknown list.
 */
export function createReferenceChecks(db: GatewayDb, registry: ProductRegistry): ReferenceChecks {
  const byProduct = new Map<string, ProductReferenceFields>();
  const fieldsOf = (bundle: ProductBundle): ProductReferenceFields => {
    const { code } = bundle.definition;
    const read = byProduct.get(code);
    if (read) return read;
    const onSale = registry.get(code);
    if (!onSale) throw new Error(`no reference fields for product ${code}`);
    const fields = referenceFieldsOf(onSale);
    byProduct.set(code, fields);
    return fields;
  };
  const within = (fields: readonly string[] | undefined) => (path: string[]): boolean => fields === undefined || fields.includes(path[0] ?? '');

  /** Every file id the form refers to, with its path. */
  const fileReferences = (bundle: ProductBundle, formData: FormData, fields: readonly string[] | undefined): FileReference[] => {
    const { files, declarations } = fieldsOf(bundle);
    const references: FileReference[] = files.flatMap((pattern) => valuesAt(formData, pattern).map((found) => ({ ...found, labelKey: null })));
    for (const field of declarations) {
      for (const { path, value } of valuesAt(formData, [field, '*'])) {
        if (!isRecord(value) || value.noticeType !== 'upload' || value.answer !== DECLARATION_ANSWERS.yes) continue;
        // A declaration's picture is named by its question.
        references.push({ path: [...path, 'notice'], value: value.notice, labelKey: typeof value.problem === 'string' ? value.problem : null });
      }
    }
    return references.filter(({ path, value }) => within(fields)(path) && present(value));
  };

  const missingFile: ReferenceChecks['missingFile'] = async (bundle, formData, userId, fields) => {
    for (const { path, value, labelKey } of fileReferences(bundle, formData, fields)) {
      if (typeof value !== 'string' || !(await userHasFile(db, userId, value))) return problemAt(path, 'file', labelKey);
    }
    return null;
  };

  return {
    async assertReferences(bundle, formData, userId, fields) {
      for (const field of fieldsOf(bundle).lists) {
        for (const { path, value } of valuesAt(formData, field.path)) {
          if (!within(fields)(path) || !present(value)) continue;
          const parent = field.dependsOn === undefined ? '' : valueAt(formData, field.dependsOn);
          const known = typeof value === 'string' && typeof parent === 'string'
            && (await findReferenceItem(db, field.list, value, parent)) !== undefined;
          if (!known) throw invalidField(problemAt(path, 'enum'));
        }
      }
      const missing = await missingFile(bundle, formData, userId, fields);
      if (missing) throw invalidField(missing, FILE_MISSING_MESSAGE);
    },
    missingFile,
  };
}
