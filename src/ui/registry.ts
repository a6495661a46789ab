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
import { NameWidget } from './widgets/name-widget.js';
import { PlateWidget } from './widgets/plate-widget.js';
import { PlanWidget } from './widgets/plan-widget.js';
import { PickerWidget } from './widgets/picker-widget.js';
import { MoneyWidget } from './widgets/money-widget.js';
import { RankedObjectField } from './fields/ranked-object-field.js';
import { RankedStringField } from './fields/ranked-string-field.js';
import { lazyThemePart } from './controls/lazy-theme-part.js';
import { FIELD_NAMES, WIDGET_NAMES } from '../engine/index.js';
import './widgets/mobile-widgets.css';

// Drawn by some steps only (documents, contacts, declarations, lists, lists from the gateway): loaded when first drawn.
const UploadWidget = lazyThemePart(() => import('./widgets/upload-widget.js').then((module) => module.UploadWidget));
const RemoteSelectWidget = lazyThemePart(() => import('./widgets/remote-select-widget.js').then((module) => module.RemoteSelectWidget));
const PhoneField = lazyThemePart(() => import('./fields/phone-field.js').then((module) => module.PhoneField));
const IdentityDocumentField = lazyThemePart(() => import('./fields/identity-document-field.js').then((module) => module.IdentityDocumentField));
const RankedArrayField = lazyThemePart(() => import('./fields/ranked-array-field.js').then((module) => module.RankedArrayField));
const DeclarationQuestionField = lazyThemePart(() => import('./fields/declaration-question-field.js').then((module) => module.DeclarationQuestionField));

/**
 * The storefront's rjsf theme: mobile templates, widgets and fields, registered by name so a product's uiSchema
 * (`ui:widget: plate`, `ui:field: phone`, `radio`, `textarea`…) picks them, never special-cased per product.
 * When a product names nothing, the theme's object, string and array fields ask the engine's ranked widget rules
 * (src/engine/widgets/widget-rules.ts), so a schema's shape or format alone selects the control.
 */
export const mobileTheme: ThemeProps = {
  fields: {
    ObjectField: RankedObjectField,
    StringField: RankedStringField,
    ArrayField: RankedArrayField,
    [FIELD_NAMES.phone]: PhoneField,
    [FIELD_NAMES.identityDocument]: IdentityDocumentField,
    [FIELD_NAMES.declarationQuestion]: DeclarationQuestionField,
  },
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
    [WIDGET_NAMES.name]: NameWidget,
    [WIDGET_NAMES.plate]: PlateWidget,
    [WIDGET_NAMES.upload]: UploadWidget,
    [WIDGET_NAMES.plan]: PlanWidget,
    [WIDGET_NAMES.picker]: PickerWidget,
    [WIDGET_NAMES.area]: PickerWidget,
    [WIDGET_NAMES.money]: MoneyWidget,
    [WIDGET_NAMES.remoteSelect]: RemoteSelectWidget,
  },
};
