import { Select, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { LIMITS, formatServiceName } from '@troc/shared';
import { m } from '../../common/labels';
import { searchMembers, type MemberOption } from './members';

export interface ManagerSelectProps {
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The current manager's name, shown before any search. */
  currentName: string;
  disabled?: boolean;
  id?: string;
}

interface MemberChoice {
  value: number;
  label: string;
  service: string | null;
}

const toOption = (member: MemberOption): MemberChoice => ({
  value: Number(member.data),
  label: member.value,
  service: member.service,
});

/** The listing's manager among the members of the organisation, searched from 2 letters. */
export function ManagerSelect({ value, onChange, currentName, disabled, id }: ManagerSelectProps) {
  const [options, setOptions] = useState<MemberChoice[]>([]);
  // Names of the managers chosen so far, so the select shows a name whatever the last search found.
  const [names, setNames] = useState<ReadonlyMap<number, string>>(() =>
    value === null || value === undefined ? new Map() : new Map([[value, currentName]]),
  );
  const [searching, setSearching] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const latest = useRef(0);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const search = (text: string) => {
    window.clearTimeout(timer.current);
    const request = ++latest.current;
    const query = text.trim();
    if ([...query].length < LIMITS.autocomplete.minChars) return setSearching(false);
    setSearching(true);
    timer.current = window.setTimeout(() => {
      searchMembers(query)
        .then((members) => request === latest.current && setOptions(members.map(toOption)))
        .catch(() => request === latest.current && setOptions([]))
        .finally(() => request === latest.current && setSearching(false));
    }, LIMITS.autocomplete.delayMs);
  };

  return (
    <Select<number, MemberChoice>
      id={id}
      value={value ?? undefined}
      disabled={disabled}
      placeholder={m.manage.managerPlaceholder}
      showSearch={{ onSearch: search, filterOption: false }}
      notFoundContent={searching ? <Spin size="small" aria-label={m.manage.managerSearching} /> : m.manage.managerNone}
      onChange={(next: number, option) => {
        if (!Array.isArray(option) && option) setNames((known) => new Map(known).set(next, option.label));
        onChange?.(next ?? null);
      }}
      options={options}
      labelRender={({ value: chosen, label }) => label ?? names.get(Number(chosen)) ?? currentName}
      optionRender={(option) => (
        <span>
          {option.data.label}
          {option.data.service ? (
            <span style={{ color: 'rgba(0, 0, 0, 0.55)' }}> — {formatServiceName(option.data.service)}</span>
          ) : null}
        </span>
      )}
    />
  );
}
