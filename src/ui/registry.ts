import type { ThemeProps } from '@rjsf/core';
import { FieldTemplate } from './templates/field-template.js';
import { ObjectFieldTemplate } from './templates/object-field-template.js';
import { ArrayFieldTemplate } from './templates/array-field-template.js';
import { ArrayFieldItemTemplate } from './templates/array-field-item-template.js';
import { ArrayFieldTitleTemplate } from './templates/array-field-title-template.js';
import { TitleFieldTemplate } from './templates/title-field-template.js';
import { DescriptionFieldTemplate } from './templates/description-field-template.js';
import { FieldErrorTemplate } from './templates/field-error-template.js';
import { FieldHelpTemplate } from './templates/field-help-template.js';
import { ErrorListTemplate } from './templates/error-list-template.js';
import { BaseInputTemplate } from './templates/base-input-template.js';
import { WrapIfAdditionalTemplate } from './templates/wrap-if-additional-template.js';
import { AddButton, RemoveButton, NoButton, NoSubmitButton } from './templates/button-templates.js';
import { TextWidget } from './widgets/text-widget.js';
import { TextareaWidget } from './widgets/textarea-widget.js';
import { SelectWidget } from './widgets/select-widget.js';
import { RadioWidget } from './widgets/radio-widget.js';
import { DateWidget } from './widgets/date-widget.js';
import { CheckboxWidget } from './widgets/checkbox-widget.js';

/**
 * The storefront's rjsf theme: mobile templates and widgets, registered by name so a product's uiSchema
 * (`ui:widget: radio`, `textarea`…) or a schema `format` (`date`) picks them, never special-cased per product.
 */
export const mobileTheme: ThemeProps = {
  templates: {
    FieldTemplate,
    ObjectFieldTemplate,
    ArrayFieldTemplate,
    ArrayFieldItemTemplate,
    ArrayFieldTitleTemplate,
    TitleFieldTemplate,
    DescriptionFieldTemplate,
    FieldErrorTemplate,
    FieldHelpTemplate,
    ErrorListTemplate,
    BaseInputTemplate,
    WrapIfAdditionalTemplate,
    ButtonTemplates: {
      AddButton,
      RemoveButton,
      CopyButton: NoButton,
      MoveUpButton: NoButton,
      MoveDownButton: NoButton,
      ClearButton: NoButton,
      SubmitButton: NoSubmitButton,
    },
  },
  widgets: {
    TextWidget,
    TextareaWidget,
    SelectWidget,
    RadioWidget,
    DateWidget,
    CheckboxWidget,
  },
};
