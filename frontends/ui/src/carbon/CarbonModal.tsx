import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Col,
  Empty,
  Flex,
  Input,
  InputNumber,
  Modal,
  Row,
  Space,
  Spin,
  Tag,
  Tree,
  Typography,
} from 'antd';
import type { TreeDataNode } from 'antd';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  fr,
  IMPACT_UNITS,
  t,
  type ImpactCategoryView,
  type ImpactChoiceView,
  type ImpactDefaultCo2View,
  type ImpactMode,
  type ImpactModelView,
} from '@troc/shared';
import { addModel, carbonKeys, fetchAvailable, fetchCategory, fetchCurrent, modelAction } from './api';
import { ModelForm } from './ModelForm';
import { CarbonFigure, formatCarbone } from './CarbonFigure';

const m = fr.impact.modal;
const unitLabel = (code: string) => IMPACT_UNITS.find((u) => u.code === code)?.label.toLowerCase() ?? code;
// The lists' look stays with the component (the ui library has no stylesheet of its own for it).
const LIST_STYLE = { listStyle: 'none', padding: 0, margin: 0 } as const;
const ITEM_STYLE = { padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' } as const;
/** Models counted in objects need no quantity: one per unit of the listing. */
const COUNTS: readonly string[] = ['unit', 'device', 'vehicle'];
const factor = (value: number) => value.toLocaleString('fr-FR', { maximumFractionDigits: 4 });

type Node = TreeDataNode & { category: ImpactCategoryView };
const toNode = (c: ImpactCategoryView): Node => ({ key: c.slug, title: c.title, isLeaf: !c.hasChildren, category: c });

/** The « Impact carbone » button and its modal (supporting §2, §4): a listing (troc) or an exchange (tracker). */
export function CarbonModal({ mode, slug }: { mode: ImpactMode; slug: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{m.open}</Button>
      <Modal
        open={open}
        title={m.title}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>{m.close}</Button>}
        width={1000}
        destroyOnHidden
      >
        {open ? <CarbonPanel mode={mode} slug={slug} /> : null}
      </Modal>
    </>
  );
}

export function CarbonPanel({ mode, slug }: { mode: ImpactMode; slug: string }) {
  const client = useQueryClient();
  const [tree, setTree] = useState<Node[] | null>(null);
  const [category, setCategory] = useState<ImpactCategoryView | null>(null);
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState(false);
  /** The quantity typed for a model measured in another unit than objects (kg, km…), by model id. */
  const [quantities, setQuantities] = useState<Record<number, number | null>>({});

  const roots = useQuery({
    queryKey: carbonKeys.category('root'),
    queryFn: ({ signal }) => fetchCategory('root', signal),
  });
  // The tree grows as nodes open (loadData); it starts from the roots once they are read.
  const nodes = tree ?? (roots.data?.data.list ?? []).map(toNode);
  const loadChildren = async (node: Node) => {
    if (node.children || node.isLeaf) return;
    const answer = await client.fetchQuery({
      queryKey: carbonKeys.category(node.category.slug),
      queryFn: ({ signal }) => fetchCategory(node.category.slug, signal),
    });
    const children = (answer.data.list ?? []).map(toNode);
    const attach = (list: Node[]): Node[] =>
      list.map((n) =>
        n.key === node.key ? { ...n, children } : n.children ? { ...n, children: attach(n.children as Node[]) } : n,
      );
    setTree((previous) => attach(previous ?? nodes));
  };

  const current = useInfiniteQuery({
    queryKey: carbonKeys.current(mode, slug),
    queryFn: ({ pageParam, signal }) => fetchCurrent(mode, slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * 10 < last.total ? pages.length + 1 : undefined),
  });
  const available = useInfiniteQuery({
    queryKey: carbonKeys.available(mode, slug, category?.slug ?? null, query),
    queryFn: ({ pageParam, signal }) =>
      fetchAvailable(mode, slug, { category: category?.slug ?? null, query }, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * 10 < last.total ? pages.length + 1 : undefined),
  });
  const refresh = () => client.invalidateQueries({ queryKey: carbonKeys.subject(mode, slug) });
  const act = useMutation({
    mutationFn: ({ action, id }: { action: 'select' | 'unselect' | 'disable'; id: number }) =>
      modelAction(action, mode, slug, id, action === 'select' ? { quantity: quantities[id] ?? null } : {}),
    onSettled: refresh,
  });

  const first = current.data?.pages[0];
  const chosen: ImpactChoiceView[] = current.data?.pages.flatMap((p) => p.data) ?? [];
  const offered: ImpactModelView[] = available.data?.pages.flatMap((p) => p.data) ?? [];
  const canChoose = first?.canChoose ?? false;
  // No model chosen: the figure is the category's default, as the completed exchange will record it.
  const byDefault = first?.from === null ? (first.defaultFactor ?? null) : null;

  return (
    <Flex vertical gap={16} className="troc-carbon">
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {m.intro}
      </Typography.Paragraph>
      <div role="status" aria-live="polite">
        <CarbonFigure
          label={mode === 'troc' ? m.figureTroc : m.figureTracker}
          value={byDefault ? byDefault.kgCo2e : first?.carbone}
          help={first && first.from === null && !byDefault ? m.defaultNone : undefined}
        />
        {first?.from === 'listing' ? <Typography.Text type="secondary">{m.fromListing}</Typography.Text> : null}
        {byDefault ? <DefaultFactorNote view={byDefault} /> : null}
      </div>
      {act.error ? <Alert type="error" showIcon title={(act.error as Error).message} role="alert" /> : null}
      <Row gutter={[24, 24]}>
        <Col xs={24} md={8}>
          <Typography.Title level={3} id="troc-carbon-tree" style={{ fontSize: 16 }}>
            {m.tree}
          </Typography.Title>
          <Input.Search
            aria-label={m.search}
            placeholder={m.search}
            allowClear
            onSearch={(value) => setQuery(value.trim())}
            style={{ marginBottom: 8 }}
          />
          <Tree<Node>
            aria-labelledby="troc-carbon-tree"
            treeData={nodes}
            loadData={loadChildren}
            selectedKeys={category ? [category.slug] : []}
            onSelect={(_keys, { node, selected }) => setCategory(selected ? node.category : null)}
          />
          {canChoose ? (
            <Button
              style={{ marginTop: 8 }}
              onClick={() => setAdding(true)}
              disabled={!category}
              title={category ? undefined : m.chooseCategory}
            >
              {m.add}
            </Button>
          ) : null}
        </Col>
        <Col xs={24} md={16}>
          {adding && category ? (
            <ModelForm
              label={m.addTitle}
              heading={
                <>
                  <Typography.Title level={4}>{m.addTitle}</Typography.Title>
                  <Typography.Paragraph type="secondary">
                    {t(m.addCategory, { category: category.title })}
                  </Typography.Paragraph>
                </>
              }
              withQuantity
              saveLabel={m.save}
              send={(values) => addModel(mode, slug, category.id, values)}
              onCancel={() => setAdding(false)}
              onDone={() => {
                setAdding(false);
                void refresh();
              }}
            />
          ) : (
            <Flex vertical gap={16}>
              <section aria-labelledby="troc-carbon-current">
                <Typography.Title level={3} id="troc-carbon-current" style={{ fontSize: 16 }}>
                  {m.current} {first ? <Tag>{first.total}</Tag> : null}
                </Typography.Title>
                <ModelList<ImpactChoiceView>
                  loading={current.isPending}
                  items={chosen}
                  empty={m.noCurrent}
                  render={(model) => (
                    <ModelItem
                      model={model}
                      actions={
                        canChoose
                          ? [
                              <Button
                                key="u"
                                size="small"
                                onClick={() => act.mutate({ action: 'unselect', id: model.id })}
                              >
                                {m.unselect}
                              </Button>,
                              ...(model.own
                                ? [
                                    <Button
                                      key="d"
                                      size="small"
                                      danger
                                      onClick={() => act.mutate({ action: 'disable', id: model.id })}
                                    >
                                      {m.disable}
                                    </Button>,
                                  ]
                                : []),
                            ]
                          : []
                      }
                    />
                  )}
                />
                {current.hasNextPage ? (
                  <LoadMore onMore={() => void current.fetchNextPage()} loading={current.isFetchingNextPage} />
                ) : null}
              </section>
              <section aria-labelledby="troc-carbon-available">
                <Typography.Title level={3} id="troc-carbon-available" style={{ fontSize: 16 }}>
                  {m.available} {available.data ? <Tag>{available.data.pages[0]?.total ?? 0}</Tag> : null}
                </Typography.Title>
                <ModelList<ImpactModelView>
                  loading={available.isPending}
                  items={offered}
                  empty={m.noAvailable}
                  render={(model) => (
                    <ModelItem
                      model={model}
                      actions={
                        canChoose
                          ? [
                              ...(COUNTS.includes(model.inputUnit1)
                                ? []
                                : [
                                    <InputNumber
                                      key="q"
                                      size="small"
                                      min={0}
                                      decimalSeparator=","
                                      aria-label={t(m.quantity, { unit: unitLabel(model.inputUnit1) })}
                                      placeholder={unitLabel(model.inputUnit1)}
                                      value={quantities[model.id] ?? null}
                                      onChange={(value) => setQuantities((q) => ({ ...q, [model.id]: value }))}
                                    />,
                                  ]),
                              <Button
                                key="s"
                                size="small"
                                type="primary"
                                onClick={() => act.mutate({ action: 'select', id: model.id })}
                              >
                                {m.select}
                              </Button>,
                            ]
                          : []
                      }
                    />
                  )}
                />
                {available.hasNextPage ? (
                  <LoadMore onMore={() => void available.fetchNextPage()} loading={available.isFetchingNextPage} />
                ) : null}
              </section>
            </Flex>
          )}
        </Col>
      </Row>
    </Flex>
  );
}

/** Which default factor applies without a chosen model, and whether it can give a figure. */
function DefaultFactorNote({ view }: { view: ImpactDefaultCo2View }) {
  const { factor } = view;
  return (
    <Typography.Paragraph className="troc-carbon__default" style={{ margin: 0 }}>
      {t(m.defaultFactor, {
        category: view.category,
        value: formatCarbone(factor.kgCo2ePerUnit) ?? '',
        unit: m.defaultUnits[factor.unit],
      })}{' '}
      <Typography.Text type="secondary">
        ({factor.label} — {factor.source.label} {factor.source.version})
      </Typography.Text>
      {view.kgCo2e === null ? <> {m.defaultNoWeight}</> : null}
    </Typography.Paragraph>
  );
}

/** A model: its title, its value per unit (read-only) and its source. */
function ModelItem({ model, actions }: { model: ImpactModelView | ImpactChoiceView; actions: ReactNode[] }) {
  return (
    <li className="troc-carbon__item" style={ITEM_STYLE}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <Typography.Text strong>{model.title}</Typography.Text> {model.own ? <Tag color="blue">{m.own}</Tag> : null}
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            <span title={m.valuePerUnit}>
              {t(m.perUnit, { factor: factor(model.emissionFactor), unit: unitLabel(model.inputUnit1) })}
            </span>
            {'values' in model
              ? model.values.map((v) => ` · ${t(m.given, { value: factor(v.value ?? 0), unit: unitLabel(v.unit) })}`)
              : null}
            {'carbonePerUnit' in model && model.carbonePerUnit !== null
              ? ` · ${t(m.choicePerUnit, { value: formatCarbone(model.carbonePerUnit) ?? '' })}`
              : null}
            {' · '}
            {t(m.source, { label: model.sourceLabel, version: model.sourceVersion ?? '' })}
          </Typography.Paragraph>
        </div>
        {actions.length ? <Space>{actions}</Space> : null}
      </Flex>
    </li>
  );
}

/**
 * The infinite loader's next page (supporting §7): read when the button scrolls into view in the
 * modal, and on a click for keyboard users and browsers without IntersectionObserver.
 */
function LoadMore({ onMore, loading }: { onMore: () => void; loading: boolean }) {
  const ref = useRef<HTMLButtonElement>(null);
  const more = useRef(onMore);
  more.current = onMore;
  useEffect(() => {
    const button = ref.current;
    if (!button || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) more.current();
    });
    observer.observe(button);
    return () => observer.disconnect();
  }, []);
  return (
    <Button ref={ref} onClick={onMore} loading={loading}>
      {m.more}
    </Button>
  );
}

/** A plain list (the modal's two lists): a spinner on the first page, its empty state, the items. */
function ModelList<T extends { id: number }>({
  items,
  loading,
  empty,
  render,
}: {
  items: T[];
  loading: boolean;
  empty: string;
  render: (item: T) => ReactNode;
}) {
  if (loading) return <Spin />;
  if (items.length === 0) return <Empty description={empty} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  return (
    <ul className="troc-carbon__list" style={LIST_STYLE}>
      {items.map((item) => (
        <Fragment key={item.id}>{render(item)}</Fragment>
      ))}
    </ul>
  );
}
