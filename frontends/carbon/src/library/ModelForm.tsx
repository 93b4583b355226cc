import { Alert, Button, Form, Input, InputNumber, Select, Space, TreeSelect } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import {
  fr,
  IMPACT_UNITS,
  type ImpactCategoryView,
  type ImpactLibraryActionResponse,
  nameMatches,
  type ImpactModelView,
} from '@troc/shared';
import { FormErrors, useFormSubmit, DialogForm } from '@troc/ui';
import { createModel, editModel } from './api';
import type { ImpactTree, ImpactTreeNode } from './useImpactTree';
import { libraryUi } from '@troc/shared/messages/ui-library';

const l = libraryUi;
const m = fr.impact.modal;
const units = IMPACT_UNITS.map((u) => ({ value: u.code, label: `${u.label} (${u.symbol})` }));

/** The fields a 422 may name (category errors are the server's 404, shown by the global modals). */
const FIELDS = [
  'title',
  'description',
  'inputUnit1',
  'inputUnit2',
  'emissionFactor',
  'sourceLabel',
  'sourceVersion',
  'displayDate',
] as const;

interface Values {
  categoryId?: number;
  title: string;
  description?: string | null;
  inputUnit1: string;
  inputUnit2?: string | null;
  emissionFactor: number;
  sourceLabel: string;
  sourceVersion?: string | null;
  displayDate?: string | null;
}

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

const initialValues = (target: ModelFormTarget): Partial<Values> =>
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
 * The organisation's own model (supporting §3, §4) from the library page: created in a category
 * chosen in the tree, or edited. The same fields and words as the carbon modal's form.
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
  const [form] = Form.useForm<Values>();
  const [missingUnit, setMissingUnit] = useState(false);
  const creating = target.kind === 'create';
  const title = creating ? l.createTitle : l.editTitle;
  const send = useCallback(
    ({ categoryId, ...values }: Values) =>
      target.kind === 'edit' ? editModel(target.model.id, values) : createModel(categoryId!, values),
    [target],
  );
  const { submit, submitting, errors } = useFormSubmit<Values, Pick<ImpactLibraryActionResponse, 'message'>>(
    form,
    FIELDS,
    send,
  );
  const options = useMemo(() => tree.nodes.map(toOption), [tree.nodes]);

  return (
    <DialogForm<Values>
      form={form}
      layout="vertical"
      aria-label={title}
      initialValues={initialValues(target)}
      onFinish={async (values) => {
        const answer = await submit(values);
        if (answer) onDone(answer);
      }}
    >
      <FormErrors messages={errors} />
      {creating ? (
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
      ) : null}
      <Form.Item name="title" label={m.fields.title} rules={[{ required: true, message: fr.validation.required }]}>
        <Input maxLength={255} />
      </Form.Item>
      <Form.Item name="description" label={m.fields.description}>
        <Input.TextArea rows={2} maxLength={2000} />
      </Form.Item>
      <Form.Item
        name="inputUnit1"
        label={m.fields.inputUnit1}
        rules={[{ required: true, message: fr.impact.errors.unit }]}
        extra={
          <Button type="link" size="small" onClick={() => setMissingUnit((v) => !v)} aria-expanded={missingUnit}>
            {m.missingUnit}
          </Button>
        }
      >
        <Select options={units} showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      {missingUnit ? <Alert type="info" showIcon title={m.missingUnit} description={m.missingUnitHelp} /> : null}
      <Form.Item name="inputUnit2" label={m.fields.inputUnit2}>
        <Select options={units} allowClear showSearch={{ optionFilterProp: 'label' }} />
      </Form.Item>
      <Form.Item
        name="emissionFactor"
        label={m.fields.emissionFactor}
        rules={[{ required: true, message: fr.impact.errors.factor }]}
      >
        <InputNumber min={0} step={0.001} decimalSeparator="," style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="sourceLabel"
        label={m.fields.sourceLabel}
        rules={[{ required: true, message: fr.validation.required }]}
      >
        <Input maxLength={255} />
      </Form.Item>
      <Space wrap>
        <Form.Item name="sourceVersion" label={m.fields.sourceVersion}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="displayDate" label={m.fields.displayDate}>
          <Input type="date" />
        </Form.Item>
      </Space>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {creating ? l.createSave : l.editSave}
        </Button>
        <Button onClick={onCancel}>{m.cancel}</Button>
      </Space>
    </DialogForm>
  );
}
