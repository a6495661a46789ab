import { getTemplate, getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { localText } from '../form-context.js';
import { FieldRow } from '../controls/field-row.js';

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
      <FieldRow
        id={id}
        label={displayLabel && !isCheckbox && label ? localText(registry, label) : undefined}
        required={required}
        invalid={invalid}
        description={displayLabel ? description : null}
        errors={errors}
        help={help}
      >
        {children}
      </FieldRow>
    </WrapIfAdditionalTemplate>
  );
}
