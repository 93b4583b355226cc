import { Alert, Button, Flex, Input, Popover, Spin, Tree, Typography, type TreeDataNode } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import {
  choiceOfChecked,
  fr,
  type PerimeterFilterForm,
  perimeterForm,
  readCodes,
  type ServiceChoice,
  servicesLabel,
  t,
} from '@troc/shared';
import { useSession } from '../session/SessionProvider';
import { fetchNamedServices, fetchServiceChoices, searchServices, servicesFilterKeys } from './api';
import type { ServicesFilterProps } from './ServicesFilter';

const p = fr.perimeter;
const SEARCH_MIN = 2;
const SEARCH_DEBOUNCE_MS = 300;

/** The codes a value chooses (taken with their sub-services or alone). */
const chosenCodes = (value: PerimeterFilterForm) => [
  ...readCodes(value.perimeter_services_all),
  ...readCodes(value.perimeter_selected),
];

/** The dropdown of the services filter: its button, and the tree in a popover. */
export function ServicesDropdown({ value, onChange }: ServicesFilterProps) {
  const labelId = useId();
  const buttonId = useId();
  const [open, setOpen] = useState(false);
  const codes = useMemo(() => chosenCodes(value), [value]);
  const named = useQuery({
    queryKey: servicesFilterKeys.named(codes),
    queryFn: ({ signal }) => fetchNamedServices(codes, signal),
    enabled: codes.length > 0,
    staleTime: 5 * 60_000,
  });
  const names = codes.length ? (named.data ?? []).map((service) => service.name) : [];
  const label = servicesLabel(names, p.placeholder);
  const full = names.join(', ');

  return (
    <div className="troc-services-filter">
      <div id={labelId} className="ant-form-item-label">
        <span>{p.label}</span>
      </div>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomLeft"
        destroyOnHidden
        content={
          <ServicesTree
            value={value}
            chosen={named.data ?? []}
            onApply={(next) => {
              setOpen(false);
              onChange(next);
            }}
          />
        }
      >
        <Button
          id={buttonId}
          aria-labelledby={`${labelId} ${buttonId}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          title={full || undefined}
        >
          {label}
        </Button>
      </Popover>
    </div>
  );
}

/** The tree inside the dropdown: checked services, open folders, « Appliquer » and « Effacer ». */
function ServicesTree({
  value,
  chosen,
  onApply,
}: {
  value: PerimeterFilterForm;
  chosen: ServiceChoice[];
  onApply: (value: PerimeterFilterForm) => void;
}) {
  const [choices, setChoices] = useState(() => new Map<string, ServiceChoice>(chosen.map((c) => [c.code, c])));
  const [folders, setFolders] = useState(() => new Map<string, string[]>());
  const [checked, setChecked] = useState<string[]>(() => chosenCodes(value));
  const [expanded, setExpanded] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const top = useQuery({
    queryKey: servicesFilterKeys.folder(null),
    queryFn: ({ signal }) => fetchServiceChoices(null, signal),
  });
  // The reader's own service: its branch opens first, where they most often choose.
  const { user } = useSession();
  const ownCode = user?.service ? String(user.service.id) : null;
  const own = useQuery({
    queryKey: servicesFilterKeys.named(ownCode ? [ownCode] : []),
    queryFn: ({ signal }) => fetchNamedServices(ownCode ? [ownCode] : [], signal),
    enabled: ownCode !== null,
    staleTime: 5 * 60_000,
  });
  const [typed, setTyped] = useState('');
  const keyword = useSettledText(typed.trim(), SEARCH_DEBOUNCE_MS);
  const found = useQuery({
    queryKey: servicesFilterKeys.search(keyword),
    queryFn: ({ signal }) => searchServices(keyword, signal),
    enabled: keyword.length >= SEARCH_MIN,
  });
  const matches = useMemo(
    () => new Set(keyword.length >= SEARCH_MIN ? (found.data ?? []).map((c) => c.code) : []),
    [found.data, keyword],
  );

  const remember = useCallback((parent: string, found: ServiceChoice[]) => {
    setChoices((known) => new Map([...known, ...found.map((c) => [c.code, c] as const)]));
    setFolders((known) =>
      new Map(known).set(
        parent,
        found.map((c) => c.code),
      ),
    );
  }, []);

  const openFolder = useCallback(
    async (code: string) => {
      try {
        remember(code, await fetchServiceChoices(code));
      } catch (failure) {
        // §8: a failed load shows the server's message; the folder counts as loaded so that the
        // tree does not ask again at once (reopening the dropdown tries again).
        setError(failure instanceof Error ? failure.message : fr.http.internal);
        remember(code, []);
      }
    },
    [remember],
  );

  useEffect(() => {
    if (top.data) setChoices((known) => new Map([...known, ...top.data.map((c) => [c.code, c] as const)]));
  }, [top.data]);

  // A choice restored from the address, and the reader's own service: open the folders above them
  // so that they show (checked, for the choice).
  useEffect(() => {
    const ancestors = [...new Set([...chosen, ...(own.data ?? [])].flatMap((c) => c.path))];
    if (ancestors.length === 0) return;
    void Promise.all(ancestors.map(openFolder)).then(() =>
      setExpanded((open) => [...new Set([...open, ...ancestors])]),
    );
  }, [chosen, own.data, openFolder]);

  // What the search found: open the folders above each so that it shows, highlighted.
  useEffect(() => {
    if (!found.data?.length || keyword.length < SEARCH_MIN) return;
    const ancestors = [...new Set(found.data.flatMap((c) => c.path))];
    setChoices((known) => new Map([...known, ...found.data.map((c) => [c.code, c] as const)]));
    void Promise.all(ancestors.filter((code) => !folders.has(code)).map(openFolder)).then(() =>
      setExpanded((open) => [...new Set([...open, ...ancestors])]),
    );
    // `folders` is read when the answer arrives, not watched: opening folders must not search again.
  }, [found.data, keyword, openFolder]);

  const { treeData, shown } = useMemo(() => {
    const shown = new Set<string>();
    const build = (codes: string[]): TreeDataNode[] =>
      codes.flatMap((code) => {
        const choice = choices.get(code);
        if (!choice) return [];
        shown.add(code);
        const children = folders.get(code);
        return [
          {
            key: code,
            title: `${choice.internalCode ? `${choice.name} (${choice.internalCode})` : choice.name}${
              code === ownCode ? ` — ${p.ownService}` : ''
            }`,
            isLeaf: choice.nbChildren === 0,
            ...(children ? { children: build(children) } : {}),
          },
        ];
      });
    return { treeData: build((top.data ?? []).map((c) => c.code)), shown };
  }, [choices, folders, top.data, ownCode]);

  if (top.isError) return <Alert type="error" showIcon title={top.error.message} />;
  if (!top.data) return <Spin aria-label={p.loading} />;

  return (
    <Flex vertical gap={12} style={{ minWidth: 280, maxWidth: 420 }}>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      <Input
        type="search"
        allowClear
        aria-label={p.search}
        placeholder={p.searchPlaceholder}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        // Enter in the search does not apply the filter: « Appliquer » does.
        onPressEnter={(event) => event.preventDefault()}
      />
      {keyword.length >= SEARCH_MIN && found.data ? (
        <Typography.Text type="secondary" role="status">
          {found.data.length ? t(p.searchFound, { count: found.data.length }) : t(p.searchNone, { keyword })}
        </Typography.Text>
      ) : null}
      {treeData.length === 0 ? (
        <span>{p.empty}</span>
      ) : (
        <Tree
          aria-label={p.treeLabel}
          checkable
          expandAction="click"
          treeData={treeData}
          checkedKeys={checked}
          expandedKeys={expanded}
          loadedKeys={[...folders.keys()]}
          onExpand={(keys) => setExpanded(keys.map(String))}
          onCheck={(keys) =>
            // A chosen service whose folder is not open yet is not in the tree: it stays chosen.
            setChecked((before) => [
              ...new Set([
                ...(Array.isArray(keys) ? keys : keys.checked).map(String),
                ...before.filter((k) => !shown.has(k)),
              ]),
            ])
          }
          loadData={(node) => openFolder(String(node.key))}
          filterTreeNode={(node) => matches.has(String(node.key))}
          style={{ maxHeight: 360, overflow: 'auto' }}
        />
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => onApply({})}>{p.clear}</Button>
        <Button type="primary" onClick={() => onApply(perimeterForm(choiceOfChecked(checked, choices)))}>
          {p.apply}
        </Button>
      </Flex>
    </Flex>
  );
}

/** A text once it has stopped changing for a moment (the search asks the server then). */
function useSettledText(value: string, delayMs: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
