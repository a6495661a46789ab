import { getTemplate, getUiOptions, titleId, descriptionId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import { authoredOrder } from '../authored-order.js';

/**
 * Groups an object's properties. The root object is the step itself (its title is the step's), a top-level
 * object such as the policy holder becomes a card, and deeper objects (an identity document, a phone) are
 * a titled sub-group inside their card. Array items get their title from the array item template.
 * Titles and descriptions are i18n keys, translated by the title and description templates.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { title, description, properties, fieldPathId, required, schema, uiSchema, registry } = props;
  const { path } = fieldPathId;
  const depth = path.length;
  const isArrayItem = typeof path[path.length - 1] === 'number';
  const options = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, options);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, options);
  const showTitle = depth > 0 && !isArrayItem && !!title;
  const ordered = uiSchema?.['ui:order'] ? properties : authoredOrder(properties);
  const visible = ordered.filter((p) => !p.hidden);
  const hidden = ordered.filter((p) => p.hidden);
  const className = depth === 0
    ? 'mo-object mo-object--root'
    : isArrayItem ? 'mo-object mo-object--item' : depth === 1 ? 'mo-object mo-card' : 'mo-object mo-object--nested';
  return (
    <section className={className} id={fieldPathId.$id}>
      {showTitle ? (
        <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      {description && depth > 0 ? (
        <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />
      ) : null}
      <div className="mo-object__fields">{visible.map((p) => p.content)}</div>
      {hidden.map((p) => p.content)}
    </section>
  );
}
