import { useRef, type ChangeEvent, type FocusEvent } from 'react';
import { ariaDescribedByIds, toFieldPathId, type FieldProps, type RJSFSchema } from '@rjsf/utils';
import { schemaOptions, type JsonSchema } from '../../engine/index.js';
import { uiText } from '../form-context.js';
import { displayText } from '../controls/display-text.js';
import { FieldErrors } from '../controls/field-errors.js';
import { OptionGroup, type OptionItem } from '../controls/option-group.js';
import { UploadControl } from '../controls/upload-control.js';
import { useTypedText } from '../controls/use-typed-text.js';

/** How a notice is given: typed, picked from options, or a document uploaded (spec: noticeType). */
export type NoticeType = 'text' | 'pick' | 'upload';

/** The answer that asks for a notice unless `ui:options.noticeWhen` says otherwise: "yes" (1). */
export const NOTICE_WHEN_DEFAULT = 1;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function constOf(schema: JsonSchema | undefined): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  return schema.default;
}

function noticeTypeOf(value: unknown): NoticeType | undefined {
  return value === 'text' || value === 'pick' || value === 'upload' ? value : undefined;
}

/** The answer's choices: the item's own answerList ({ label|name, value }), the schema's, or yes = 1 / no = 0. */
function answerChoices(data: Record<string, unknown>, answerSchema: JsonSchema | undefined): { value: unknown; label: string }[] {
  if (Array.isArray(data.answerList)) {
    const listed = data.answerList
      .filter(isRecord)
      .map((entry) => ({ value: entry.value, label: entry.label ?? entry.name ?? entry.text }))
      .filter((entry): entry is { value: unknown; label: string } => entry.value !== undefined && typeof entry.label === 'string');
    if (listed.length > 0) return listed;
  }
  const options = answerSchema ? schemaOptions(answerSchema) : null;
  if (options && options.length > 0) {
    return options.map((option) => ({ value: option.value, label: option.title ?? (option.value === 1 ? 'ui.yes' : option.value === 0 ? 'ui.no' : String(option.value)) }));
  }
  return [{ value: 1, label: 'ui.yes' }, { value: 0, label: 'ui.no' }];
}

/**
 * A declaration question of the car order (schemas/shared/question.json: id, problem, answerList yes = 1 /
 * no = 0, answer, isShow, noticeType, noticeTitle, noticeList, notice): the question, yes / no tiles, and, when
 * the answer is the one that needs details (yes, or `ui:options.noticeWhen`), the notice in the form its
 * `noticeType` asks for: `text` a text input, `pick` tiles from the item's `noticeList` [{ value, label }] (or
 * the notice's enum / oneOf, or `ui:options.noticeOptions`), `upload` the upload control (a file id). Texts
 * (problem, labels, noticeTitle) may be i18n keys or plain text. An item with `isShow: false` is not asked.
 * Answering so that no notice is needed clears it, and answering back restores what was typed.
 *
 * Chosen by the ranked rules for an object with `answer` and `problem` or `noticeType`, or `ui:field:
 * declarationQuestion`. Ids: `<id>_answer` (tiles `…-option-1`), `<id>_notice`.
 */
export function DeclarationQuestionField(props: FieldProps) {
  const { schema, uiSchema, formData, errorSchema, fieldPathId, registry, onChange, onBlur, onFocus, disabled, readonly, required, hideError, title, name } = props;
  const data = isRecord(formData) ? formData : {};
  const properties = isRecord(schema.properties) ? (schema.properties as Record<string, JsonSchema>) : {};
  const uiOptions = isRecord(uiSchema?.['ui:options']) ? uiSchema['ui:options'] : {};
  const lastNotice = useRef<unknown>(undefined);
  if (data.isShow === false || data.isShow === 0) return null;

  const answerPath = toFieldPathId('answer', registry.globalFormOptions, fieldPathId);
  const noticePath = toFieldPathId('notice', registry.globalFormOptions, fieldPathId);
  const answerSchema = properties.answer;
  const noticeSchema = properties.notice ?? { type: 'string' };
  const choices = answerChoices(data, answerSchema);
  const items: OptionItem[] = choices.map((choice) => ({ value: String(choice.value), label: displayText(registry, choice.label) }));
  const answer = data.answer;
  const noticeWhen = uiOptions.noticeWhen ?? NOTICE_WHEN_DEFAULT;
  const noticeType = noticeTypeOf(data.noticeType) ?? noticeTypeOf(constOf(properties.noticeType)) ?? noticeTypeOf(uiOptions.noticeType) ?? 'text';
  const asksNotice = answer !== undefined && String(answer) === String(noticeWhen);
  const question = displayText(registry, data.problem ?? constOf(properties.problem) ?? uiSchema?.['ui:title'] ?? schema.title ?? title ?? name);
  const noticeLabel = displayText(registry, (typeof data.noticeTitle === 'string' && data.noticeTitle !== '' ? data.noticeTitle : undefined) ?? uiOptions.noticeLabel ?? noticeSchema.title ?? 'ui.declaration.notice');
  const answerErrors = hideError ? [] : (errorSchema?.answer?.__errors ?? []);
  const noticeErrors = hideError ? [] : (errorSchema?.notice?.__errors ?? []);
  const locked = disabled || readonly;
  const notice = data.notice;

  const write = (next: Record<string, unknown>) => onChange(next, fieldPathId.path);
  // A typed notice stays in its input until it is left (or the step form commits it), trimmed as it is given.
  const typing = useTypedText(noticePath.$id, (text) => {
    const tidy = text.trim();
    if (tidy === (typeof notice === 'string' ? notice : '')) return;
    write(tidy === '' ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'notice')) : { ...data, notice: tidy });
  });

  const changeAnswer = (key: string) => {
    const choice = choices.find((candidate) => String(candidate.value) === key);
    if (!choice) return;
    const needsNotice = String(choice.value) === String(noticeWhen);
    if (needsNotice) {
      const restored = notice ?? lastNotice.current;
      write({ ...data, answer: choice.value, ...(restored === undefined ? {} : { notice: restored }) });
    } else {
      // A notice still being typed is kept for a later yes, like one already given to the form.
      const typedNotice = typing.text === null ? notice : typing.text.trim() || undefined;
      if (typedNotice !== undefined) lastNotice.current = typedNotice;
      const { notice: _dropped, ...rest } = data;
      write({ ...rest, answer: choice.value });
    }
    onBlur(answerPath.$id, choice.value);
  };

  const noticeOptions = (): OptionItem[] => {
    if (Array.isArray(data.noticeList) && data.noticeList.length > 0) {
      return data.noticeList.filter(isRecord).map((option) => ({ value: String(option.value), label: displayText(registry, option.label ?? option.value) }));
    }
    const fromSchema = schemaOptions(noticeSchema);
    if (fromSchema) return fromSchema.map((option) => ({ value: String(option.value), label: displayText(registry, option.title ?? String(option.value)) }));
    if (Array.isArray(uiOptions.noticeOptions)) {
      return uiOptions.noticeOptions.filter(isRecord).map((option) => ({ value: String(option.value), label: displayText(registry, option.label ?? option.value) }));
    }
    return [];
  };

  const renderNotice = () => {
    if (noticeType === 'upload') {
      return (
        <UploadControl
          id={noticePath.$id}
          registry={registry}
          value={typeof notice === 'string' && notice !== '' ? [notice] : []}
          maxCount={1}
          accuracy={uiOptions.accuracy}
          disabled={locked}
          invalid={noticeErrors.length > 0}
          onChange={(ids) => write(ids[0] === undefined ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== 'notice')) : { ...data, notice: ids[0] })}
          onBlur={(ids) => onBlur(noticePath.$id, ids[0])}
        />
      );
    }
    if (noticeType === 'pick') {
      const options = noticeOptions();
      return (
        <OptionGroup
          id={noticePath.$id}
          layout={options.length <= 3 && options.every((option) => option.label.length <= 10) ? 'grid' : 'list'}
          options={options}
          value={notice === undefined ? undefined : String(notice)}
          disabled={locked}
          invalid={noticeErrors.length > 0}
          onSelect={(key) => {
            write({ ...data, notice: key });
            onBlur(noticePath.$id, key);
          }}
        />
      );
    }
    return (
      <input
        id={noticePath.$id}
        type="text"
        className={`mo-input${noticeErrors.length > 0 ? ' mo-input--invalid' : ''}`}
        value={typing.text ?? (typeof notice === 'string' ? notice : '')}
        disabled={disabled}
        readOnly={readonly}
        maxLength={typeof noticeSchema.maxLength === 'number' ? noticeSchema.maxLength : 500}
        onChange={({ target }: ChangeEvent<HTMLInputElement>) => typing.type(target.value)}
        onKeyDown={typing.onKeyDown}
        onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
          typing.commit(target.value);
          onBlur(noticePath.$id, target.value.trim());
        }}
        onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(noticePath.$id, target.value)}
        aria-invalid={noticeErrors.length > 0 || undefined}
        aria-describedby={ariaDescribedByIds(noticePath.$id)}
      />
    );
  };

  return (
    <section className="mo-question" id={fieldPathId.$id} data-testid={`${fieldPathId.$id}-question`}>
      <div className={`mo-field${answerErrors.length > 0 ? ' mo-field--invalid' : ''}`} data-field-id={answerPath.$id}>
        <span className="mo-field__label mo-question__problem" id={`${answerPath.$id}__label`}>
          {question}
          {required ? <span className="mo-field__required" aria-hidden="true">*</span> : null}
        </span>
        <OptionGroup
          id={answerPath.$id}
          layout="grid"
          options={items}
          value={answer === undefined ? undefined : String(answer)}
          disabled={locked}
          invalid={answerErrors.length > 0}
          onSelect={changeAnswer}
        />
        <FieldErrors registry={registry} fieldPathId={answerPath} schema={(answerSchema ?? {}) as RJSFSchema} errors={answerErrors} />
      </div>
      {asksNotice ? (
        <div className={`mo-field mo-question__notice${noticeErrors.length > 0 ? ' mo-field--invalid' : ''}`} data-field-id={noticePath.$id}>
          <label className="mo-field__label" htmlFor={noticePath.$id}>
            {noticeLabel || uiText(registry, 'ui.declaration.notice')}
          </label>
          {renderNotice()}
          <FieldErrors registry={registry} fieldPathId={noticePath} schema={noticeSchema as RJSFSchema} errors={noticeErrors} />
        </div>
      ) : null}
    </section>
  );
}
