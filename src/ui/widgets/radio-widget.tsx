import type { WidgetProps } from '@rjsf/utils';
import { choiceLabels, EnumOptionGroup } from '../controls/enum-option-group.js';

/**
 * A radio choice (`ui:widget: radio`): tiles side by side for short labels such as a gender, full-width
 * rows for long ones such as plan names.
 */
export function RadioWidget(props: WidgetProps) {
  const labels = choiceLabels(props);
  const layout = labels.length <= 3 && labels.every((label) => label.length <= 10) ? 'grid' : 'list';
  return <EnumOptionGroup props={props} layout={layout} />;
}
