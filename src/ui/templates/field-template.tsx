import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { localText } from '../form-context.js';

/**
 * One form row: label (with a required mark), the widget, its errors and help. Objects and arrays get no
 * row chrome of their own; their templates draw the card. Checkbox widgets carry their own label.
 * The label is the schema's title, an i18n key translated here (see localText).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const {
    id, label, children, errors, help, description, hidden, required, displayLabel, rawErrors, hideError,
    classNames, style, schema, uiSchema, registry,
  } = props;
  if (hidden) return <div className="mo-hidden">{children}</div>;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  const isContainer = schema.type === 'object' || schema.type === 'array' || (!schema.type && (schema.properties || schema.allOf));
  if (isContainer) {
    return (
      <div className={`mo-container-field ${classNames ?? ''}`.trim()} style={style}>
        {children}
        {errors}
      </div>
    );
  }
  const isCheckbox = uiOptions.widget === 'checkbox' || (schema.type === 'boolean' && !uiOptions.widget);
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div className={`mo-field${invalid ? ' mo-field--invalid' : ''}`} data-field-id={id}>
        {displayLabel && !isCheckbox && label ? (
          <label className="mo-field__label" htmlFor={id} id={`${id}__label`}>
            {localText(registry, label)}
            {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
          </label>
        ) : null}
        {displayLabel && description ? <div className="mo-field__description">{description}</div> : null}
        <div className="mo-field__control">{children}</div>
        {errors}
        {help}
      </div>
    </WrapIfAdditionalTemplate>
  );
}
