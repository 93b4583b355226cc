import { Form, TreeSelect } from 'antd';
import { useCallback, useMemo } from 'react';
import {
  type ImpactCategoryView,
  type ImpactLibraryActionResponse,
  type ImpactModelView,
  nameMatches,
} from '@troc/shared';
import { ImpactModelForm, type ModelFormValues } from '@troc/ui';
import { createModel, editModel } from './api';
import type { ImpactTree, ImpactTreeNode } from './useImpactTree';
import { libraryUi } from '@troc/shared/messages/ui-library';

const l = libraryUi;

/** What the form does: a new model (in a category chosen here) or an own model edited. */
export type ModelFormTarget =
  { kind: 'create'; category: ImpactCategoryView | null } | { kind: 'edit'; model: ImpactModelView };

/** The TreeSelect's nodes: antd keys them by their value, the category's id. */
interface TreeOption {
  value: number;
  title: string;
  isLeaf: boolean;
  children?: TreeOption[];
}

const toOption = (node: ImpactTreeNode): TreeOption => ({
  value: node.category.id,
  title: node.category.title,
  isLeaf: !node.category.hasChildren,
  children: node.children?.map(toOption),
});

function findCategory(nodes: ImpactTreeNode[], id: number): ImpactCategoryView | null {
  for (const node of nodes) {
    if (node.category.id === id) return node.category;
    const below = node.children ? findCategory(node.children, id) : null;
    if (below) return below;
  }
  return null;
}

const initialValues = (target: ModelFormTarget): Partial<ModelFormValues> =>
  target.kind === 'edit'
    ? {
        title: target.model.title,
        description: target.model.description,
        inputUnit1: target.model.inputUnit1,
        inputUnit2: target.model.inputUnit2,
        emissionFactor: target.model.emissionFactor,
        sourceLabel: target.model.sourceLabel,
        sourceVersion: target.model.sourceVersion,
        displayDate: target.model.displayDate,
      }
    : { categoryId: target.category?.id };

/**
 * The organisation's own model (supporting §3, §4) from the library page: the carbon modal's form,
 * with the category chosen in the tree when a model is created.
 */
export function ModelForm({
  target,
  tree,
  onDone,
  onCancel,
}: {
  target: ModelFormTarget;
  tree: ImpactTree;
  onDone: (answer: Pick<ImpactLibraryActionResponse, 'message'>) => void;
  onCancel: () => void;
}) {
  const creating = target.kind === 'create';
  const send = useCallback(
    ({ categoryId, quantity: _quantity, ...values }: ModelFormValues) =>
      target.kind === 'edit' ? editModel(target.model.id, values) : createModel(categoryId!, values),
    [target],
  );
  const options = useMemo(() => tree.nodes.map(toOption), [tree.nodes]);
  const categoryField = creating ? (
    <Form.Item name="categoryId" label={l.category} rules={[{ required: true, message: l.categoryRequired }]}>
      <TreeSelect<number>
        treeData={options}
        loadData={async (node) => {
          const category = findCategory(tree.nodes, Number(node.value));
          if (category) await tree.load(category);
        }}
        placeholder={l.categoryPlaceholder}
        loading={tree.loading}
        showSearch={{ filterTreeNode: (typed, node) => nameMatches(String(node.title), typed) }}
        allowClear
      />
    </Form.Item>
  ) : null;

  return (
    <ImpactModelForm
      label={creating ? l.createTitle : l.editTitle}
      categoryField={categoryField}
      initialValues={initialValues(target)}
      saveLabel={creating ? l.createSave : l.editSave}
      send={send}
      onDone={onDone}
      onCancel={onCancel}
    />
  );
}
