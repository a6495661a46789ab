import { useContext } from 'react';
import { getUiOptions, type ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { localText, uiText } from '../form-context.js';
import { ArrayTitleContext } from './array-title-context.js';

/**
 * One array item as a numbered card named after its list ("Insured person 2"), remove button in the header. A
 * list whose name is a plural heading names its items by `ui:options.itemTitle` instead ("Declaration
 * question 2", not "Declarations 2").
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, buttonsProps, index, hasToolbar, registry, parentUiSchema, schema } = props;
  const { RemoveButton } = registry.templates.ButtonTemplates;
  const arrayTitle = useContext(ArrayTitleContext);
  const options = getUiOptions(parentUiSchema);
  const itemTitle = localText(registry, (options.itemTitle as string | undefined) || (options.title as string | undefined) || arrayTitle || schema.title || '');
  const showRemove = hasToolbar && buttonsProps.hasRemove && buttonsProps.totalItems > 1;
  return (
    <div className="mo-card mo-array-item" data-testid={`array-item-${index}`}>
      <div className="mo-array-item__header">
        <span className="mo-array-item__badge">{index + 1}</span>
        <span className="mo-array-item__title">{itemTitle ? uiText(registry, 'ui.item', { title: itemTitle, index: index + 1 }) : `#${index + 1}`}</span>
        {showRemove ? (
          <RemoveButton
            className="mo-array-item__remove"
            onClick={buttonsProps.onRemoveItem}
            disabled={buttonsProps.disabled || buttonsProps.readonly}
            uiSchema={buttonsProps.uiSchema}
            registry={registry}
            title={uiText(registry, 'ui.removeItem')}
          />
        ) : null}
      </div>
      <div className="mo-array-item__body">{children}</div>
    </div>
  );
}
