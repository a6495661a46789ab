import type { WidgetProps } from '@rjsf/utils';
import { choiceLabels, EnumOptionGroup } from '../controls/enum-option-group.js';

/**
 * A choice among `oneOf`/`enum` options, drawn as tappable tiles in a grid (a long label such as a plan
 * name gets a full-width row instead, as does `ui:options.layout: 'list'`).
 */
export function SelectWidget(props: WidgetProps) {
  const layout = props.options.layout === 'list' || choiceLabels(props).some((label) => label.length > 12) ? 'list' : 'grid';
  return <EnumOptionGroup props={props} layout={layout} />;
}
