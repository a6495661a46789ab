import { useState, type ChangeEvent, type FocusEvent } from 'react';
import type { ActionSheetProps } from 'antd-mobile';
import { ariaDescribedByIds, toFieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { checkPhone, normalizePhone, DEFAULT_PHONE_AREA_CODE, PHONE_AREA_CODES, schemaOptions, type JsonSchema, type PhoneAreaCode, type SchemaOption } from '../../engine/index.js';
import { uiText } from '../form-context.js';
import { displayText, optionalText } from '../controls/display-text.js';
import { FieldErrors } from '../controls/field-errors.js';
import { useTypedText } from '../controls/use-typed-text.js';
import { lazyOverlay } from '../controls/lazy-overlay.js';

/** antd-mobile's action sheet of area codes, loaded when first opened (docs/decisions/016-order-route-diet.md). */
const ActionSheet = lazyOverlay<ActionSheetProps>(() => import('antd-mobile/es/components/action-sheet').then((module) => module.default));

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isAreaCode(code: string): code is PhoneAreaCode {
  return (PHONE_AREA_CODES as readonly string[]).includes(code);
}


/**
 * A phone number as the spec stores it (the shared phone def): `{ code: '853', '853': '66123456' }`, the number
 * under its area code's key. One row: an area-code button (+853 by default; 853, 852 and 86 in an antd-mobile
 * action sheet) and a telephone keypad input. Leaving the input normalises the number with the engine's normalizePhone
 * (separators, a written area code, a leading zero: as the gateway does) and checks it
 * with the engine's checkPhone, showing the area code's message at once; schema validation's message replaces it
 * when the form validates. Changing the area code keeps the number typed (moved under the new code's key).
 *
 * The number typed stays in the input until it is left (or the step form commits it), normalised as it is given
 * to the form.
 *
 * Chosen by the ranked rules for any object with a `code` choice of those area codes, or with `ui:field: phone`.
 * Ids follow rjsf's scheme, so `<id>_code` is the area-code button and `<id>_853` the number input.
 */
export function PhoneField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry, onChange, onBlur, onFocus, disabled, readonly, required, hideError, title, name } = props;
  const [local, setLocal] = useState<string | null>(null);
  const [choosing, setChoosing] = useState(false);
  const data = isRecord(formData) ? formData : {};
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const codeSchema = properties.code ?? {};
  const codeOptions: SchemaOption[] = (schemaOptions(codeSchema) ?? PHONE_AREA_CODES.map((value): SchemaOption => ({ value })))
    .map((option) => ({ ...option, value: String(option.value) }));
  const codes = codeOptions.map((option) => String(option.value));
  const preferred = typeof codeSchema.default === 'string' ? codeSchema.default : DEFAULT_PHONE_AREA_CODE;
  const code = typeof data.code === 'string' && codes.includes(data.code) ? data.code : codes.includes(preferred) ? preferred : (codes[0] ?? DEFAULT_PHONE_AREA_CODE);
  const stored = data[code];
  const number = typeof stored === 'string' ? stored : typeof stored === 'number' ? String(stored) : '';
  const codePath = toFieldPathId('code', registry.globalFormOptions, fieldPathId);
  const numberPath = toFieldPathId(code, registry.globalFormOptions, fieldPathId);
  const numberSchema = (properties[code] ?? { type: 'string' }) as RJSFSchema;
  const numberErrors = hideError ? [] : (errorSchema?.[code]?.__errors ?? []);
  const codeErrors = hideError ? [] : (errorSchema?.code?.__errors ?? []);
  const invalid = numberErrors.length > 0 || (!hideError && !!local);
  const locked = disabled || readonly;
  const label = displayText(registry, uiSchema?.['ui:title'] ?? schema.title ?? title ?? name);
  const codeLabel = (value: string) => optionalText(registry, `dict.phoneCode.${value}`) ?? displayText(registry, codeOptions.find((option) => option.value === value)?.title ?? `+${value}`);

  const write = (next: Record<string, unknown>) => onChange(next, fieldPathId.path);
  const tidyNumber = (text: string) => (isAreaCode(code) ? normalizePhone(code, text) : text.trim());
  const typing = useTypedText(numberPath.$id, (text) => {
    const tidy = tidyNumber(text);
    if (tidy !== number) write({ ...data, code, [code]: tidy === '' ? undefined : tidy });
  });
  const messageFor = (areaCode: string, text: string) => (text === '' || (isAreaCode(areaCode) && checkPhone(areaCode, text)) ? null : uiText(registry, `validation.phone.${areaCode}`));

  const changeCode = (next: string) => {
    if (next !== code) {
      const { [code]: typed, ...rest } = data;
      write({ ...rest, code: next, ...(typed === undefined ? {} : { [next]: typed }) });
      if (local !== null || number !== '') setLocal(messageFor(next, number));
    }
    onBlur(codePath.$id, next);
  };

  return (
    <div className={`mo-field mo-phone${invalid ? ' mo-field--invalid' : ''}`} data-field-id={fieldPathId.$id} id={fieldPathId.$id}>
      <label className="mo-field__label" htmlFor={numberPath.$id}>
        {label}
        {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
      </label>
      <div className="mo-phone__row">
        <button
          id={codePath.$id}
          type="button"
          className={`mo-phone__code${codeErrors.length > 0 ? ' mo-input--invalid' : ''}`}
          disabled={locked}
          aria-haspopup="dialog"
          aria-label={`${displayText(registry, codeSchema.title ?? 'field.phoneAreaCode')} +${code}`}
          data-testid={`${codePath.$id}-picker`}
          onClick={() => {
            onFocus(codePath.$id, code);
            setChoosing(true);
          }}
        >
          +{code}
          <span className="mo-phone__caret" aria-hidden="true">▾</span>
        </button>
        <input
          id={numberPath.$id}
          name={numberPath.name || numberPath.$id}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          className={`mo-input mo-phone__number${invalid ? ' mo-input--invalid' : ''}`}
          value={typing.text ?? number}
          disabled={disabled}
          readOnly={readonly}
          maxLength={20}
          placeholder={typeof uiSchema?.['ui:placeholder'] === 'string' ? uiSchema['ui:placeholder'] : undefined}
          onChange={({ target }: ChangeEvent<HTMLInputElement>) => typing.type(target.value)}
          onKeyDown={typing.onKeyDown}
          onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
            const tidy = tidyNumber(target.value);
            typing.commit(target.value);
            setLocal(messageFor(code, tidy));
            onBlur(numberPath.$id, tidy);
          }}
          onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(numberPath.$id, target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={ariaDescribedByIds(numberPath.$id)}
        />
      </div>
      <FieldErrors registry={registry} fieldPathId={codePath} schema={codeSchema as RJSFSchema} errors={codeErrors} />
      <FieldErrors registry={registry} fieldPathId={numberPath} schema={numberSchema} errors={numberErrors} local={hideError ? null : local} />
      <ActionSheet
        visible={choosing}
        actions={codes.map((value) => ({ key: value, text: codeLabel(value), bold: value === code }))}
        cancelText={uiText(registry, 'ui.cancel')}
        onAction={(action) => changeCode(String(action.key))}
        onClose={() => setChoosing(false)}
        closeOnAction
      />
    </div>
  );
}
