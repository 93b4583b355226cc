import { AutoComplete } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LIMITS, type AutocompleteResponse } from '@troc/shared';
import { api } from '../api/client';

export interface Suggestion {
  value: string;
}

export interface AutocompleteInputProps<T extends Suggestion> {
  /** API path answering POST { form: { query, ...params } } with { data: T[] }. */
  source: string;
  /** Extra fields sent with the query (e.g. the organism type). */
  params?: Record<string, string | undefined>;
  value?: string;
  onChange?: (value: string) => void;
  /** Called when the user chooses a suggestion. */
  onPick?: (item: T) => void;
  renderOption?: (item: T) => ReactNode;
  id?: string;
  placeholder?: string;
  status?: '' | 'error' | 'warning';
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

/**
 * Free text with suggestions from the server, asked for from LIMITS.autocomplete.minChars
 * characters after a pause of LIMITS.autocomplete.delayMs, never cached; a failed lookup just
 * hides the suggestions.
 */
export function AutocompleteInput<T extends Suggestion>({
  source,
  params,
  value,
  onChange,
  onPick,
  renderOption,
  ...inputProps
}: AutocompleteInputProps<T>) {
  const [items, setItems] = useState<T[]>([]);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(0);
  const paramsKey = JSON.stringify(params ?? {});

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // Suggestions for other parameters (another organism type) no longer apply.
  useEffect(() => {
    latest.current += 1;
    setItems([]);
  }, [source, paramsKey]);

  const search = (text: string) => {
    window.clearTimeout(timer.current);
    const request = ++latest.current;
    const query = text.trim();
    if ([...query].length < LIMITS.autocomplete.minChars) {
      setItems([]);
      return;
    }
    timer.current = window.setTimeout(() => {
      api
        .post<AutocompleteResponse<T>>(source, { form: { query, ...params } }, { handles: true })
        .then((answer) => {
          if (request === latest.current) setItems(uniqueByValue(answer?.data ?? []));
        })
        .catch(() => {
          if (request === latest.current) setItems([]);
        });
    }, LIMITS.autocomplete.delayMs);
  };

  return (
    <AutoComplete
      {...inputProps}
      value={value}
      onChange={(next: string) => onChange?.(next)}
      showSearch={{ onSearch: search, filterOption: false }}
      onSelect={(_: string, option: { item: T }) => onPick?.(option.item)}
      options={items.map((item) => ({
        value: item.value,
        label: renderOption ? renderOption(item) : item.value,
        item,
      }))}
      allowClear
    />
  );
}

/** The input shows the chosen value, so two suggestions with the same value cannot be told apart. */
function uniqueByValue<T extends Suggestion>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.value) && seen.add(item.value));
}
