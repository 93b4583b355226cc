import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Col,
  Flex,
  Input,
  message,
  Modal,
  Radio,
  Row,
  Skeleton,
  Space,
  Table,
  Tag,
  Tree,
  Typography,
  type TableProps,
  type TreeDataNode,
} from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatDate,
  fr,
  IMPACT_UNITS,
  ROUTES,
  t,
  withLocale,
  type ImpactCategoryView,
  type ImpactLibraryOwner,
  type ImpactLibraryScope,
  type ImpactModelView,
} from '@troc/shared';
import { usePageTitle } from '@troc/ui';
import { fetchLibrary, LIBRARY_PAGE_SIZE, libraryAction, libraryKeys, type LibraryFilter } from './api';
import { ModelForm, type ModelFormTarget } from './ModelForm';
import { useImpactTree, type ImpactTreeNode } from './useImpactTree';
import { GoodsCategories, LibraryScope, ModelCategory } from './LibraryScope';
import { libraryUi } from '@troc/shared/messages/ui-library';
import { CarbonNav } from '../common/CarbonNav';

const l = libraryUi;
/** The search waits for the typing to pause before asking the server. */
export const SEARCH_DEBOUNCE_MS = 500;
const OWNERS: readonly ImpactLibraryOwner[] = ['all', 'own', 'library'];

// Factors are stored with up to 4 decimals: shown as stored, in French notation.
const number = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 });
const unitLabel = (code: string | null) => IMPACT_UNITS.find((u) => u.code === code)?.label.toLowerCase() ?? code ?? '';

/** « 25,93 kgCO2e / unité », « 0,1 kgCO2e / (tonne × kilomètre) ». */
export function formatFactor(model: Pick<ImpactModelView, 'emissionFactor' | 'inputUnit1' | 'inputUnit2'>): string {
  const unit = model.inputUnit2
    ? t(l.twoUnits, { unit1: unitLabel(model.inputUnit1), unit2: unitLabel(model.inputUnit2) })
    : unitLabel(model.inputUnit1);
  return t(l.factor, { factor: number.format(model.emissionFactor), unit });
}

type Node = TreeDataNode & { category: ImpactCategoryView };
const toNode = (node: ImpactTreeNode): Node => ({
  key: node.category.slug,
  title: node.category.title,
  isLeaf: !node.category.hasChildren,
  category: node.category,
  children: node.children?.map(toNode),
});

/** The text typed in the search box, handed on once the typing pauses. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * /{locale}/impact/library/: the impact models a sustainability officer may choose from, by
 * category and search; the organisation's own models are created, edited, disabled and enabled
 * again here, the platform's by its administrators only.
 */
export function LibraryPage() {
  usePageTitle(l.title);
  const client = useQueryClient();
  const [messages, holder] = message.useMessage();
  const tree = useImpactTree();
  const [category, setCategory] = useState<ImpactCategoryView | null>(null);
  const [typed, setTyped] = useState('');
  const query = useDebounced(typed.trim(), SEARCH_DEBOUNCE_MS);
  const [owner, setOwner] = useState<ImpactLibraryOwner>('all');
  // The models of goods exchanged here first; the household ones behind « all ».
  const [scope, setScope] = useState<ImpactLibraryScope>('goods');
  const [goods, setGoods] = useState<string | null>(null);
  const [disabled, setDisabled] = useState(false);
  /** The page read, for the filter it was chosen with: another filter starts again from the first page. */
  const [paged, setPaged] = useState<{ filter: string; page: number }>({ filter: '', page: 1 });
  const [target, setTarget] = useState<ModelFormTarget | null>(null);

  const filter: LibraryFilter = useMemo(
    () => ({ category: scope === 'goods' ? goods : (category?.slug ?? null), scope, query, owner, disabled }),
    [scope, goods, category, query, owner, disabled],
  );
  const filterKey = JSON.stringify(filter);
  const page = paged.filter === filterKey ? paged.page : 1;

  const list = useQuery({
    queryKey: libraryKeys.list(filter, page),
    queryFn: ({ signal }) => fetchLibrary(filter, page, signal),
    placeholderData: keepPreviousData,
  });
  const refresh = () => client.invalidateQueries({ queryKey: libraryKeys.all });
  const act = useMutation({
    mutationFn: ({ action, id }: { action: 'enable' | 'disable'; id: number }) => libraryAction(action, id),
    onSuccess: (answer) => void messages.success(answer.message),
    // A failure is the global error modals' business (the client reports it).
    onSettled: refresh,
  });

  const canManageLibrary = list.data?.canManageLibrary ?? false;
  const nodes = useMemo(() => tree.nodes.map(toNode), [tree.nodes]);
  const count = list.data?.total_results ?? 0;

  const columns: TableProps<ImpactModelView>['columns'] = [
    {
      title: l.columns.model,
      key: 'model',
      render: (_, model) => (
        <Flex vertical gap={4} align="flex-start">
          <span>
            <Typography.Text strong>{model.title}</Typography.Text> {model.own ? <Tag color="blue">{l.own}</Tag> : null}
            {model.enabled ? null : <Tag>{l.disabled}</Tag>}
          </span>
          {model.description ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {model.description}
            </Typography.Text>
          ) : null}
          {model.sourceUniqueId ? (
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              {l.sourceUniqueId} <Typography.Text code>{model.sourceUniqueId}</Typography.Text>
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: l.columns.category,
      key: 'category',
      render: (_, model) => <ModelCategory category={model.category} />,
    },
    {
      title: l.columns.factor,
      key: 'factor',
      render: (_, model) => <span style={{ whiteSpace: 'nowrap' }}>{formatFactor(model)}</span>,
    },
    {
      title: l.columns.source,
      key: 'source',
      render: (_, model) => (
        <>
          {[model.sourceLabel, model.sourceVersion].filter(Boolean).join(' ')}
          {model.displayDate ? (
            <>
              {' '}
              <time dateTime={model.displayDate}>{t(l.sourceDate, { date: formatDate(model.displayDate) })}</time>
            </>
          ) : null}
        </>
      ),
    },
    {
      title: l.columns.actions,
      key: 'actions',
      render: (_, model) => {
        const toggle = model.own || canManageLibrary;
        const action = model.enabled ? 'disable' : 'enable';
        return (
          <Space wrap>
            {model.own ? (
              <Button
                size="small"
                aria-label={t(l.editLabel, { title: model.title })}
                onClick={() => setTarget({ kind: 'edit', model })}
              >
                {l.edit}
              </Button>
            ) : null}
            {toggle ? (
              <Button
                size="small"
                danger={model.enabled}
                aria-label={t(model.enabled ? l.disableLabel : l.enableLabel, { title: model.title })}
                loading={act.isPending && act.variables?.id === model.id}
                onClick={() => act.mutate({ action, id: model.id })}
              >
                {model.enabled ? l.disable : l.enable}
              </Button>
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <Flex vertical gap={24}>
      <CarbonNav />
      {holder}
      <div>
        <Typography.Title level={1}>{l.title}</Typography.Title>
        <Typography.Paragraph style={{ fontSize: 16, maxWidth: 820 }}>{l.intro}</Typography.Paragraph>
        <Link to={withLocale(ROUTES.carbon)}>{l.methodLink}</Link>
      </div>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={7}>
          <Card>
            <LibraryScope value={scope} onChange={setScope} />
            {scope === 'goods' ? (
              <GoodsCategories value={goods} onChange={setGoods} />
            ) : (
              <nav aria-labelledby="troc-library-tree">
                <Typography.Title level={2} id="troc-library-tree" style={{ fontSize: 18 }}>
                  {l.tree}
                </Typography.Title>
                <Button
                  type={category ? 'link' : 'text'}
                  aria-pressed={category === null}
                  onClick={() => setCategory(null)}
                  style={{ paddingInline: 0, marginBottom: 8 }}
                >
                  {l.allCategories}
                </Button>
                {tree.failed ? <Alert type="error" showIcon title={fr.ui.common.loadFailed} /> : null}
                {tree.loading ? (
                  <Skeleton active paragraph={{ rows: 6 }} title={false} />
                ) : (
                  <Tree<Node>
                    aria-labelledby="troc-library-tree"
                    treeData={nodes}
                    loadData={(node) => tree.load(node.category)}
                    selectedKeys={category ? [category.slug] : []}
                    onSelect={(_keys, { node, selected }) => setCategory(selected ? node.category : null)}
                  />
                )}
              </nav>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={17}>
          <Flex vertical gap={16}>
            <section aria-label={l.filters}>
              <Flex gap={16} wrap align="flex-end" justify="space-between">
                <Flex gap={16} wrap align="flex-end">
                  <Flex vertical gap={4}>
                    <label htmlFor="troc-library-search">{l.search}</label>
                    <Input
                      id="troc-library-search"
                      type="search"
                      allowClear
                      value={typed}
                      placeholder={l.searchPlaceholder}
                      onChange={(event) => setTyped(event.target.value)}
                      style={{ width: 280 }}
                    />
                  </Flex>
                  <Flex vertical gap={4}>
                    <span id="troc-library-owner">{l.owner}</span>
                    <Radio.Group
                      aria-labelledby="troc-library-owner"
                      optionType="button"
                      value={owner}
                      onChange={(event) => setOwner(event.target.value as ImpactLibraryOwner)}
                      options={OWNERS.map((value) => ({ value, label: l.owners[value] }))}
                    />
                  </Flex>
                  <Checkbox checked={disabled} onChange={(event) => setDisabled(event.target.checked)}>
                    {l.showDisabled}
                  </Checkbox>
                </Flex>
                <Button type="primary" onClick={() => setTarget({ kind: 'create', category })}>
                  {l.create}
                </Button>
              </Flex>
            </section>
            <Typography.Text type="secondary" role="status">
              {list.data ? t(l.count, { count }) : null}
            </Typography.Text>
            {list.isError && !list.data ? (
              <Alert
                type="error"
                showIcon
                title={fr.ui.common.loadFailed}
                action={
                  <Button size="small" onClick={() => void list.refetch()}>
                    {fr.ui.common.retry}
                  </Button>
                }
              />
            ) : null}
            {/* A scrollable region the keyboard can reach (antd's own scroll box takes no focus). */}
            <div role="region" aria-label={l.caption} tabIndex={0} style={{ overflowX: 'auto' }}>
              <Table<ImpactModelView>
                rowKey="id"
                caption={<span className="troc-sr-only">{l.caption}</span>}
                columns={columns}
                dataSource={list.data?.data ?? []}
                loading={list.isFetching}
                locale={{ emptyText: list.isPending ? ' ' : l.empty }}
                pagination={{
                  current: page,
                  pageSize: LIBRARY_PAGE_SIZE,
                  total: count,
                  showSizeChanger: false,
                  hideOnSinglePage: true,
                  onChange: (next) => setPaged({ filter: filterKey, page: next }),
                }}
              />
            </div>
          </Flex>
        </Col>
      </Row>
      <Modal
        open={target !== null}
        title={target?.kind === 'edit' ? l.editTitle : l.createTitle}
        onCancel={() => setTarget(null)}
        footer={null}
        width={720}
        destroyOnHidden
      >
        {target ? (
          <ModelForm
            target={target}
            tree={tree}
            onCancel={() => setTarget(null)}
            onDone={(answer) => {
              setTarget(null);
              void messages.success(answer.message);
              void refresh();
            }}
          />
        ) : null}
      </Modal>
    </Flex>
  );
}
