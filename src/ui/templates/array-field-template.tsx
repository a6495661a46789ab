import { buttonId, getTemplate, getUiOptions, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { localText, uiText } from '../form-context.js';
import { ArrayTitleContext } from './array-title-context.js';

/** A list of cards (one per item) with an "add" button under them while more items are allowed. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { canAdd, disabled, fieldPathId, uiSchema, items, onAddClick, readonly, registry, required, schema, title, rawErrors } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  // The list's title, translated once here: the title template, the item cards and the add button show it.
  const heading = localText(registry, (uiOptions.title as string | undefined) || title);
  const invalid = !!rawErrors && rawErrors.length > 0;
  return (
    <section className={`mo-array${invalid ? ' mo-array--invalid' : ''}`} id={fieldPathId.$id}>
      <ArrayFieldTitleTemplate fieldPathId={fieldPathId} title={heading} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />
      <ArrayTitleContext.Provider value={heading}>
        <div className="mo-array__items">{items}</div>
      </ArrayTitleContext.Provider>
      {canAdd ? (
        <AddButton
          id={buttonId(fieldPathId, 'add')}
          className="mo-array__add"
          onClick={onAddClick}
          disabled={disabled || readonly}
          uiSchema={uiSchema}
          registry={registry}
          title={uiText(registry, 'ui.addItem', { title: heading })}
        />
      ) : null}
    </section>
  );
}
