import { ConfigProvider, SearchBar, useConfig } from 'antd-mobile';

export interface SearchBoxProps {
  /** What the box searches, in the page's language: its accessible name, and its placeholder unless one is given. */
  label: string;
  placeholder?: string;
  /** The accessible name of the clear button. */
  clearLabel: string;
  value: string;
  onChange(value: string): void;
  /** Enter pressed (the keyboard's search key). */
  onSearch?(value: string): void;
  /** The clear button emptied the box. */
  onClear?(): void;
  maxLength?: number;
  className?: string;
  testId?: string;
}

/**
 * antd-mobile's SearchBar named for what it searches and with a real clear button. The SearchBar takes its
 * input's accessible name from the locale ("Search Bar" on every page in antd-mobile's zh-TW), so a nested
 * ConfigProvider gives it `label`; its own clear control is a `div` with a label ARIA forbids there and no
 * keyboard access, so it is replaced by a button.
 */
export function SearchBox({ label, placeholder, clearLabel, value, onChange, onSearch, onClear, maxLength, className, testId }: SearchBoxProps) {
  const { locale } = useConfig();
  return (
    <div className={className ? `mo-search ${className}` : 'mo-search'} data-testid={testId}>
      <ConfigProvider locale={{ ...locale, SearchBar: { name: label } }}>
        <SearchBar
          value={value}
          onChange={onChange}
          {...(onSearch ? { onSearch } : {})}
          {...(maxLength === undefined ? {} : { maxLength })}
          placeholder={placeholder ?? label}
          clearable={false}
        />
      </ConfigProvider>
      {value ? (
        <button
          type="button"
          className="mo-search__clear"
          aria-label={clearLabel}
          onClick={() => {
            onChange('');
            onClear?.();
          }}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M7 7l10 10M17 7 7 17" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
