import type { ChangeEvent, FocusEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTypedText } from '../controls/use-typed-text.js';

type NameKind = 'zh' | 'en' | 'pt';

/** Keyboard and language hints per name format: the right IME, no autocorrect mangling a surname. */
const HINTS: Readonly<Record<NameKind, { lang: string; autoCapitalize: string; autoComplete: string }>> = {
  zh: { lang: 'zh', autoCapitalize: 'off', autoComplete: 'name' },
  en: { lang: 'en', autoCapitalize: 'words', autoComplete: 'name' },
  pt: { lang: 'pt', autoCapitalize: 'words', autoComplete: 'off' },
};

function kindOf(format: unknown): NameKind {
  return format === 'zh-name' ? 'zh' : format === 'pt-name' ? 'pt' : 'en';
}

/**
 * How a name is stored once the user leaves the field: the user's own case is kept (the insurer prints what was
 * typed), surrounding spaces go, and inner runs of spaces (full-width ones too) become one; a Chinese name has no
 * spaces at all. Portuguese letters are composed (NFC), so `é` typed as e + accent is stored as one letter.
 */
export function normaliseName(text: string, kind: NameKind): string {
  const composed = text.normalize('NFC');
  if (kind === 'zh') return composed.replace(/\s+/gu, '');
  return composed.replace(/\s+/gu, ' ').trim();
}

/**
 * A person's name (`format` zh-name, en-name or pt-name; `ui:widget: name`). The input tells the phone which
 * language and capitalisation to offer; the value is tidied (see {@link normaliseName}) when the user leaves the
 * field (or the step form commits it), never while typing, and validation then judges the tidied value. What is
 * typed stays in the field until then.
 */
export function NameWidget({ id, htmlName, value, disabled, readonly, autofocus, placeholder, schema, options, onChange, onBlur, onFocus, rawErrors, hideError }: WidgetProps) {
  const kind = kindOf(options.nameKind === 'zh' || options.nameKind === 'en' || options.nameKind === 'pt' ? `${options.nameKind}-name` : schema.format);
  const hints = HINTS[kind];
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  const text = typeof value === 'string' ? value : '';
  const typing = useTypedText(id, (typed) => {
    const tidy = normaliseName(typed, kind);
    if (tidy !== text) onChange(tidy === '' ? options.emptyValue : tidy);
  });
  return (
    <input
      id={id}
      name={htmlName || id}
      type="text"
      className={`mo-input mo-name${invalid ? ' mo-input--invalid' : ''}`}
      value={typing.text ?? text}
      lang={hints.lang}
      autoCapitalize={hints.autoCapitalize}
      autoComplete={hints.autoComplete}
      autoCorrect="off"
      spellCheck={false}
      disabled={disabled}
      readOnly={readonly}
      autoFocus={autofocus}
      // No empty placeholder: Chromium restyles an input's placeholder on every keystroke.
      placeholder={placeholder || undefined}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onChange={({ target }: ChangeEvent<HTMLInputElement>) => typing.type(target.value)}
      onKeyDown={typing.onKeyDown}
      onBlur={({ target }: FocusEvent<HTMLInputElement>) => {
        typing.commit(target.value);
        onBlur(id, normaliseName(target.value, kind));
      }}
      onFocus={({ target }: FocusEvent<HTMLInputElement>) => onFocus(id, target.value)}
      aria-invalid={invalid || undefined}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}
