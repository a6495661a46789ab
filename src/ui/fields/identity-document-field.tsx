import type { ChangeEvent, FocusEvent } from 'react';
import { ariaDescribedByIds, toFieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { schemaOptions, type JsonSchema } from '../../engine/index.js';
import { displayText } from '../controls/display-text.js';
import { FieldErrors } from '../controls/field-errors.js';
import { OptionGroup } from '../controls/option-group.js';
import { useTypedText } from '../controls/use-typed-text.js';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** What the number keeps when the field is left: upper case (the formats accept upper case only), no spaces. */
export function tidyDocumentNumber(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * An identity document as the spec stores it (the shared identity-document def):
 * `{ identificationType: 'IDCARD_MO', IDCARD_MO: '1234567(8)' }`, the number under its type's key. The type is a
 * row of tiles (Macao, Hong Kong, mainland card), the number an input that upper-cases as typed; changing the
 * type keeps the number typed (moved under the new type's key) for validation to judge against the new format.
 * The number typed stays in the input until it is left (or the step form commits it), tidied as it is given to the form.
 *
 * Chosen by the ranked rules for any object with an `identificationType` choice, or with `ui:field:
 * identityDocument`. Ids follow rjsf's scheme: `<id>_identificationType` (tiles `…-option-IDCARD_HK`) and
 * `<id>_IDCARD_MO` for the number.
 */
export function IdentityDocumentField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry, onChange, onBlur, onFocus, disabled, readonly, required, hideError, title, name } = props;
  const data = isRecord(formData) ? formData : {};
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const typeSchema = properties.identificationType ?? {};
  const types = (schemaOptions(typeSchema) ?? []).map((option) => ({ ...option, value: String(option.value) }));
  const values = types.map((option) => option.value);
  const preferred = typeof typeSchema.default === 'string' ? typeSchema.default : undefined;
  const chosen = typeof data.identificationType === 'string' && values.includes(data.identificationType) ? data.identificationType : undefined;
  // The number input belongs to the chosen type, or to the default while none is chosen yet.
  const type = chosen ?? (preferred && values.includes(preferred) ? preferred : values[0]);
  const number = type && typeof data[type] === 'string' ? (data[type] as string) : '';
  const typePath = toFieldPathId('identificationType', registry.globalFormOptions, fieldPathId);
  const numberPath = toFieldPathId(type ?? 'number', registry.globalFormOptions, fieldPathId);
  const numberSchema = ((type && properties[type]) ?? { type: 'string', title: 'field.idNumber' }) as RJSFSchema;
  const typeErrors = hideError ? [] : (errorSchema?.identificationType?.__errors ?? []);
  const numberErrors = hideError || !type ? [] : (errorSchema?.[type]?.__errors ?? []);
  const locked = disabled || readonly;
  const typeRequired = Array.isArray(schema.required) && schema.required.includes('identificationType');
  const numberRequired = !!type && Array.isArray(schema.required) && schema.required.includes(type);
  const heading = displayText(registry, uiSchema?.['ui:title'] ?? schema.title ?? title ?? name);
  const items = types.map((option) => ({ value: option.value, label: displayText(registry, option.title ?? option.value) }));
  const layout = items.length <= 3 && items.every((item) => item.label.length <= 10) ? 'grid' : 'list';

  const write = (next: Record<string, unknown>) => onChange(next, fieldPathId.path);
  const typing = useTypedText(numberPath.$id, (text) => {
    const tidy = tidyDocumentNumber(text);
    if (type && tidy !== number) write({ ...data, identificationType: chosen ?? type, [type]: tidy === '' ? undefined : tidy });
  });

  const changeType = (next: string) => {
    if (next !== chosen) {
      const rest = type ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== type)) : data;
      write({ ...rest, identificationType: next, ...(number === '' ? {} : { [next]: number }) });
    }
    onBlur(typePath.$id, next);
  };

  return (
    <section className="mo-object mo-object--nested mo-identity" id={fieldPathId.$id}>
      {heading ? (
        <h3 className="mo-section-title">
          {heading}
          {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
        </h3>
      ) : null}
      <div className="mo-object__fields">
        <div className={`mo-field${typeErrors.length > 0 ? ' mo-field--invalid' : ''}`} data-field-id={typePath.$id}>
          <span className="mo-field__label" id={`${typePath.$id}__label`}>
            {displayText(registry, typeSchema.title ?? 'field.identificationType')}
            {typeRequired ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
          </span>
          <OptionGroup
            id={typePath.$id}
            layout={layout}
            options={items}
            value={chosen}
            disabled={locked}
            invalid={typeErrors.length > 0}
            onSelect={changeType}
            onBlur={(event) => {
              if (!event.currentTarget.contains(event.relatedTarget as Node | null)) onBlur(typePath.$id, chosen);
            }}
          />
          <FieldErrors registry={registry} fieldPathId={typePath} schema={typeSchema as RJSFSchema} errors={typeErrors} />
        </div>
        {type ? (
          <div className={`mo-field${numberErrors.length > 0 ? ' mo-field--invalid' : ''}`} data-field-id={numberPath.$id}>
            <label className="mo-field__label" htmlFor={numberPath.$id}>
              {displayText(registry, numberSchema.title ?? 'field.idNumber')}
              {numberRequired ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
            </label>
            <input
              id={numberPath.$id}
              name={numberPath.name || numberPath.$id}
              type="text"
              className={`mo-input mo-identity__number${numberErrors.length > 0 ? ' mo-input--invalid' : ''}`}
              value={typing.text ?? number}
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={24}
              disabled={disabled}
              readOnly={readonly}
              onChange={({ target }: ChangeEvent<HTMLInputElement>) => typing.type(target.value.toUpperCase())}
              onKeyDown={typing.onKeyDown}
              onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
                typing.commit(target.value);
                onBlur(numberPath.$id, tidyDocumentNumber(target.value));
              }}
              onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(numberPath.$id, target.value)}
              aria-invalid={numberErrors.length > 0 || undefined}
              aria-describedby={ariaDescribedByIds(numberPath.$id)}
            />
            <FieldErrors registry={registry} fieldPathId={numberPath} schema={numberSchema} errors={numberErrors} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
