import { Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { API, fr, LIMITS, type GeoAreaSuggestion } from '@troc/shared';
import { AutocompleteInput } from '@troc/ui';
import type { SearchArea } from './searchForm';
import { rememberArea, useAreaName } from './useAreaName';

const ui = fr.ui.listingBrowse.search;

export interface GeoAreaInputProps {
  id?: string;
  value?: SearchArea | null;
  onChange?: (area: SearchArea | null) => void;
}

/**
 * The geo-area autocomplete (supporting §3): a commune, a département or a région, asked for
 * from 2 characters after a 500 ms pause. Only a chosen suggestion sets the area; text left
 * unchosen goes back to the area in force when the field is left.
 */
export function GeoAreaInput({ id, value = null, onChange }: GeoAreaInputProps) {
  const name = useAreaName(value);
  const [text, setText] = useState(name ?? '');
  const blurTimer = useRef<number | undefined>(undefined);

  useEffect(() => setText(name ?? ''), [name]);
  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  const pick = (item: GeoAreaSuggestion) => {
    const area = { type: item.data.type, slug: item.data.slug };
    rememberArea(area, item.value);
    setText(item.value);
    onChange?.(area);
  };

  return (
    <div
      onBlur={() => {
        window.clearTimeout(blurTimer.current);
        // Leaves time for a click on a suggestion to land first.
        blurTimer.current = window.setTimeout(() => setText(name ?? ''), LIMITS.autocomplete.blurDelayMs);
      }}
      onFocus={() => window.clearTimeout(blurTimer.current)}
    >
      <AutocompleteInput<GeoAreaSuggestion>
        id={id}
        source={API.geoArea}
        value={text}
        placeholder={ui.areaPlaceholder}
        onChange={(next) => {
          setText(next ?? '');
          if (!next && value) onChange?.(null);
        }}
        onPick={pick}
        renderOption={(item) => (
          <Flex justify="space-between" align="baseline" gap={8} title={item.value}>
            <Typography.Text ellipsis>{item.value}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12, flexShrink: 0 }}>
              {ui.areaTypes[item.data.type]}
            </Typography.Text>
          </Flex>
        )}
      />
    </div>
  );
}
