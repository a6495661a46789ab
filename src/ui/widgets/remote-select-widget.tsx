import { useEffect, useRef, useState } from 'react';
import { getByPath, type WidgetProps } from '@rjsf/utils';
import { uiText } from '../form-context.js';
import { widgetServices, type RemoteOption } from '../widget-services.js';
import { useRootFormData, useSetFormValue } from '../controls/root-form-data.js';
import { LazyOptionSheet } from '../controls/lazy-option-sheet.js';
import { PickerButton } from '../controls/picker-button.js';

/** Server-searched lists wait this long after the last keystroke before asking again. */
const SEARCH_DELAY_MS = 300;

type Status = 'idle' | 'loading' | 'ready' | 'error';

function isOption(entry: unknown): entry is RemoteOption {
  if (typeof entry !== 'object' || entry === null) return false;
  const { value, label } = entry as Record<string, unknown>;
  return (typeof value === 'string' || typeof value === 'number') && typeof label === 'string';
}

function isStringRecord(entry: unknown): entry is Record<string, string> {
  return typeof entry === 'object' && entry !== null && Object.values(entry).every((value) => typeof value === 'string');
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/**
 * A choice whose options come from the server (`ui:widget: remoteSelect`, or any field with `ui:options.source`):
 * `formContext.loadOptions(source, { dependsOn, search })` supplies them, e.g. `source: 'carModel'` with
 * `dependsOn: 'carInfo.carBrand'` (a dotted path in the form data) lists the models of the chosen brand, and
 * changing the brand clears the model. Loading, empty and failed (with a retry) states are shown under the field;
 * the list opens in a bottom sheet with a search box when it is long (`ui:options.remoteSearch: true` sends the
 * search text to loadOptions instead of filtering locally, for lists too long to load whole, such as block codes).
 * A choice that knows values for other fields (a building its address: {@link RemoteOption.fills}) writes them into
 * the fields `ui:options.fills` names (`{ "address": "propertyInfo.address" }`), as long as such a field is empty or
 * still holds what the previous choice wrote: what the user typed there is never overwritten.
 */
export function RemoteSelectWidget({ id, label, value, schema, options, disabled, readonly, placeholder, registry, onChange, onBlur, onFocus, rawErrors, hideError }: WidgetProps) {
  const source = typeof options.source === 'string' ? options.source : '';
  const dependsOnPath = typeof options.dependsOn === 'string' && options.dependsOn !== '' ? options.dependsOn : undefined;
  const remoteSearch = options.remoteSearch === true;
  const rootData = useRootFormData();
  const setFormValue = useSetFormValue();
  const fillTargets = isStringRecord(options.fills) ? options.fills : {};
  const dependsOn = dependsOnPath && rootData && typeof rootData === 'object' ? getByPath(rootData, dependsOnPath.split('.')) : undefined;
  const blocked = !!dependsOnPath && isEmpty(dependsOn);
  const dependsKey = JSON.stringify(dependsOn ?? null);

  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [loaded, setLoaded] = useState<RemoteOption[]>([]);
  // The chosen option stays labelled while a new search result no longer contains it.
  const [chosen, setChosen] = useState<RemoteOption | null>(null);
  const registryRef = useRef(registry);
  registryRef.current = registry;
  const dependsOnRef = useRef(dependsOn);
  dependsOnRef.current = dependsOn;
  const query = remoteSearch ? search.trim() : '';
  // Lists come in the page language: a language switch (a new text version of the form context) loads them again.
  const textVersion = (registry.formContext as { textVersion?: unknown } | undefined)?.textVersion;

  useEffect(() => {
    if (blocked || source === '') {
      setStatus('idle');
      setLoaded([]);
      return;
    }
    const { loadOptions } = widgetServices(registryRef.current);
    if (!loadOptions) {
      setStatus('error');
      return;
    }
    let live = true;
    setStatus('loading');
    const load = () => {
      loadOptions(source, { ...(dependsOnPath ? { dependsOn: dependsOnRef.current } : {}), ...(remoteSearch ? { search: query } : {}) }).then(
        (list) => {
          if (!live) return;
          setLoaded(Array.isArray(list) ? list.filter(isOption) : []);
          setStatus(Array.isArray(list) ? 'ready' : 'error');
        },
        () => {
          if (live) setStatus('error');
        },
      );
    };
    const timer = remoteSearch && query !== '' ? setTimeout(load, SEARCH_DELAY_MS) : undefined;
    if (!timer) load();
    return () => {
      live = false;
      if (timer) clearTimeout(timer);
    };
  }, [source, dependsKey, dependsOnPath, blocked, remoteSearch, query, attempt, textVersion]);

  // A new brand makes the chosen model meaningless: clear it (never on the first render, a reopened draft keeps it).
  const previousDepends = useRef(dependsKey);
  const previousValue = useRef(value);
  useEffect(() => {
    const valueMoved = previousValue.current !== value;
    previousValue.current = value;
    if (previousDepends.current === dependsKey) return;
    previousDepends.current = dependsKey;
    setChosen(null);
    // Only a change of the dependency clears, and not a value that came with it (a saved car fills brand and
    // model at once); onChange is read as it is at that render.
    if (!isEmpty(value) && !valueMoved) onChange(options.emptyValue);
  }, [dependsKey, value]);

  const selected = loaded.find((option) => String(option.value) === String(value)) ?? (chosen && String(chosen.value) === String(value) ? chosen : undefined);
  const invalid = !hideError && !!rawErrors && rawErrors.length > 0;
  const t = (key: string) => uiText(registry, key);

  /** Writes what `option` knows into the fields named by `ui:options.fills`, where nothing the user typed would be lost. */
  const fillFrom = (option: RemoteOption, previous: RemoteOption | null) => {
    if (!setFormValue) return;
    for (const [name, target] of Object.entries(fillTargets)) {
      const known = option.fills?.[name];
      if (known === undefined) continue;
      const path = target.split('.');
      const current = rootData && typeof rootData === 'object' ? getByPath(rootData, path) : undefined;
      if (isEmpty(current) || current === previous?.fills?.[name]) setFormValue(path, known);
    }
  };

  const close = () => {
    setOpen(false);
    onBlur(id, value);
  };

  const pick = (key: string) => {
    const option = loaded.find((candidate) => String(candidate.value) === key);
    if (!option) return;
    const typed = schema.type === 'number' || schema.type === 'integer' ? Number(option.value) : String(option.value);
    const previous = chosen;
    setChosen(option);
    onChange(typed);
    fillFrom(option, previous);
    setOpen(false);
    onBlur(id, typed);
  };

  const statusLine = blocked
    ? <div className="mo-remote__status">{t('ui.remote.dependsOn')}</div>
    : status === 'loading'
      ? <div className="mo-remote__status" role="status"><span className="mo-spinner mo-spinner--small" aria-hidden="true" /> {t('ui.remote.loading')}</div>
      : status === 'error'
        ? (
          <div className="mo-remote__status mo-remote__status--error" role="alert">
            {t('ui.remote.error')}
            <button type="button" className="mo-remote__retry" data-testid={`${id}-retry`} onClick={() => setAttempt((count) => count + 1)}>
              {t('ui.remote.retry')}
            </button>
          </div>
        )
        : status === 'ready' && loaded.length === 0
          ? <div className="mo-remote__status">{t('ui.remote.empty')}</div>
          : null;

  return (
    <div className="mo-remote">
      <PickerButton
        id={id}
        text={selected ? selected.label : isEmpty(value) ? undefined : String(value)}
        placeholder={placeholder || t('ui.choose')}
        disabled={disabled || readonly || blocked}
        invalid={invalid}
        onOpen={() => {
          onFocus(id, value);
          setOpen(true);
        }}
      />
      {open ? null : statusLine}
      <LazyOptionSheet
        id={id}
        title={label}
        open={open}
        options={loaded.map((option) => ({ value: String(option.value), label: option.label, ...(option.description ? { description: option.description } : {}) }))}
        value={selected ? String(selected.value) : undefined}
        cancelText={t('ui.cancel')}
        searchPlaceholder={t('ui.remote.search')}
        clearSearchText={t('ui.clearSearch')}
        onClose={close}
        onPick={pick}
        status={statusLine}
        {...(remoteSearch ? { remoteSearch: { text: search, onChange: setSearch } } : {})}
      />
    </div>
  );
}
