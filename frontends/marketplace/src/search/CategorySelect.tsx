import { Select } from 'antd';
import { lazy, startTransition, Suspense, useMemo, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { fr, type CategoryNode } from '@troc/shared';

const ui = fr.ui.listingBrowse.search;

// The tree (antd's TreeSelect and Tree) loads when the field is first approached: most visits
// search by keyword and never open it.
const CategoryTree = lazy(() => import('./CategoryTree').then((m) => ({ default: m.CategoryTree })));

interface TreeOption {
  title: string;
  value: string;
  children: TreeOption[];
}

const toOptions = (nodes: CategoryNode[]): TreeOption[] =>
  nodes.map((node) => ({ title: node.name, value: node.slug, children: toOptions(node.children) }));

const names = (nodes: CategoryNode[], into = new Map<string, string>()) => {
  for (const node of nodes) {
    into.set(node.slug, node.name);
    names(node.children, into);
  }
  return into;
};

/** Keys that open the tree: those that open a select, and typing (the tree's search). */
const opens = (key: string) => key.length === 1 || ['Enter', 'ArrowDown', 'ArrowUp'].includes(key);

export interface CategorySelectProps {
  categories: CategoryNode[];
  /** From the Form.Item: the field's id (its label's target), value and change. */
  id?: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  /** Also from the Form.Item: aria-describedby, aria-invalid… */
  [aria: `aria-${string}`]: string | boolean | undefined;
}

/**
 * The category multiselect of the search bar. Until it is approached (pointer over it, focus,
 * touch), it is a plain select showing the chosen categories, which can be removed; then the
 * tree takes its place, opened if the reader was opening it.
 */
export function CategorySelect({ categories, id, value = [], onChange, ...aria }: CategorySelectProps) {
  const treeData = useMemo(() => toOptions(categories), [categories]);
  const nameOf = useMemo(() => names(categories), [categories]);
  const [wanted, setWanted] = useState(false);
  // Open from the start when the reader was opening the field; then the tree's own.
  const [treeOpen, setTreeOpen] = useState(false);
  // A keyboard user who tabbed onto the plain field keeps the focus when the tree replaces it.
  const [focused, setFocused] = useState(false);

  // Until the tree is there, the chosen slugs show as they are (a tree without them warns).
  if (treeData.length === 0) {
    return (
      <Select
        {...aria}
        id={id}
        mode="multiple"
        loading
        disabled
        placeholder={ui.categoryPlaceholder}
        style={{ width: '100%' }}
      />
    );
  }
  const common = {
    ...aria,
    id,
    value,
    placeholder: ui.categoryPlaceholder,
    maxTagCount: 'responsive' as const,
    allowClear: true,
    style: { width: '100%' },
  };
  // In a transition: the plain field stays on screen, and in use, while the tree's code arrives.
  const approach = () => startTransition(() => setWanted(true));
  const open = () =>
    startTransition(() => {
      setWanted(true);
      setTreeOpen(true);
    });
  const face = (
    <Select<string[]>
      {...common}
      mode="multiple"
      open={false}
      options={value.map((slug) => ({ value: slug, label: nameOf.get(slug) ?? slug }))}
      onChange={(next) => onChange?.(next)}
      onMouseEnter={approach}
      onFocus={() => {
        setFocused(true);
        approach();
      }}
      onBlur={() => setFocused(false)}
      onMouseDown={(event: MouseEvent) => {
        // Removing a chosen category does not open the tree.
        if (!(event.target as Element).closest('.ant-select-selection-item-remove, .ant-select-clear')) open();
      }}
      onKeyDown={(event: KeyboardEvent) => {
        if (opens(event.key)) open();
      }}
    />
  );
  return (
    <Suspense fallback={face}>
      {wanted ? (
        <CategoryTree
          {...common}
          treeData={treeData}
          autoFocus={treeOpen || focused}
          open={treeOpen}
          onOpenChange={setTreeOpen}
          onChange={(next) => onChange?.(next)}
        />
      ) : (
        face
      )}
    </Suspense>
  );
}
