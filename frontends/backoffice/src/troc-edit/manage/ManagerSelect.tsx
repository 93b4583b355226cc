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

  // The chosen manager stays listed, so the select shows a name rather than a number.
  const shown =
    value !== null && value !== undefined && !options.some((option) => option.value === value)
      ? [{ value, label: currentName, service: null } as MemberChoice, ...options]
      : options;

  return (
    <Select<number, MemberChoice>
      id={id}
      value={value ?? undefined}
      disabled={disabled}
      placeholder={m.manage.managerPlaceholder}
      showSearch={{ onSearch: search, filterOption: false }}
      notFoundContent={searching ? <Spin size="small" aria-label={m.manage.managerSearching} /> : m.manage.managerNone}
      onChange={(next: number) => onChange?.(next ?? null)}
      options={shown}
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
