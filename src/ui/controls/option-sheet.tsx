import { useState, type ReactNode } from 'react';
import { CheckList } from 'antd-mobile';
import Popup from 'antd-mobile/es/components/popup';
import { SearchBox } from './search-box.js';

/** One choice in an {@link OptionSheet}. */
export interface SheetOption {
  value: string;
  label: string;
  description?: string;
}

/** Lists longer than this get a search box. */
export const SEARCH_FROM = 8;

export interface OptionSheetProps {
  /** The field's id: options carry the test id `<id>-option-<value>`. */
  id: string;
  title: ReactNode;
  open: boolean;
  options: SheetOption[];
  value: string | undefined;
  onPick(value: string): void;
  onClose(): void;
  cancelText: string;
  /** The search box's name and placeholder, in the page's language. */
  searchPlaceholder: string;
  /** The name of the search box's clear button. */
  clearSearchText: string;
  /**
   * Search typed by the user for a list searched on the server; when given, the sheet shows a search box and
   * does not filter `options` itself.
   */
  remoteSearch?: { text: string; onChange(text: string): void };
  /** A loading, empty or failure line shown above the list. */
  status?: ReactNode;
}

/**
 * A choice from a list in antd-mobile's bottom sheet (Popup + CheckList, with a SearchBar when the list is long):
 * one tap picks and closes. Used instead of the wheel Picker for lists, because a list shows long labels (area
 * and bank names) in full, its items are real buttons for screen readers in every language, and a tap commits
 * at once, with no wheel settling between the tap and the confirm button. Widgets draw it through
 * `LazyOptionSheet` (./lazy-option-sheet.tsx), which loads this module when a sheet first opens.
 */
export function OptionSheet({ id, title, open, options, value, onPick, onClose, cancelText, searchPlaceholder, clearSearchText, remoteSearch, status }: OptionSheetProps) {
  const [filter, setFilter] = useState('');
  const searchable = !!remoteSearch || options.length > SEARCH_FROM;
  const needle = filter.trim().toLowerCase();
  const shown = remoteSearch || needle === '' ? options : options.filter((option) => option.label.toLowerCase().includes(needle));
  return (
    <Popup
      visible={open}
      position="bottom"
      onMaskClick={onClose}
      afterClose={() => setFilter('')}
      bodyClassName="mo-sheet"
    >
      <div className="mo-sheet__header">
        <span className="mo-sheet__title">{title}</span>
        <button type="button" className="mo-sheet__close" onClick={onClose}>
          {cancelText}
        </button>
      </div>
      {searchable ? (
        <SearchBox
          className="mo-sheet__search"
          label={searchPlaceholder}
          clearLabel={clearSearchText}
          value={remoteSearch ? remoteSearch.text : filter}
          onChange={remoteSearch ? remoteSearch.onChange : setFilter}
        />
      ) : null}
      {status}
      <div className="mo-sheet__list">
        <CheckList
          value={value === undefined ? [] : [value]}
          onChange={(keys) => {
            const picked = keys[0];
            // Tapping the chosen option again unticks it in a CheckList; for a required choice it just closes.
            if (picked === undefined) onClose();
            else onPick(String(picked));
          }}
        >
          {shown.map((option) => (
            <CheckList.Item key={option.value} value={option.value} description={option.description} data-testid={`${id}-option-${option.value}`}>
              {option.label}
            </CheckList.Item>
          ))}
        </CheckList>
      </div>
    </Popup>
  );
}
