import EditOutlined from '@ant-design/icons/EditOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Button, Card, Descriptions, Flex, Result, Tag, Typography } from 'antd';
import { NavLink, useParams } from 'react-router-dom';
import { ROUTES, fr, withLocale, type OperationView } from '@troc/shared';
import { ButtonLink, NotFoundPage, PageSpinner, usePageTitle } from '@troc/ui';
import { OperationFigures } from './OperationFigures';
import { OperationListings } from './OperationListings';
import { OperationTrackers } from './OperationTrackers';
import { useOperationView } from './useOperationView';
import './operation.css';
import { operationUi } from '@troc/shared/messages/ui-operation';

const o = operationUi;
const v = o.view;
export type OperationTab = 'listings' | 'trackers' | 'terminated';

/** /operation/view/{slug}/ and its exchanges tabs. */
export function OperationViewPage({ tab }: { tab: OperationTab }) {
  const { slug = '' } = useParams();
  const state = useOperationView(slug);
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'failed') {
    return (
      <Result
        status="warning"
        title={fr.ui.common.loadFailed}
        extra={<Button onClick={state.retry}>{fr.ui.common.retry}</Button>}
      />
    );
  }
  if (state.status === 'loading') return <PageSpinner />;
  return <OperationPage operation={state.operation} tab={state.operation.writable ? tab : 'listings'} />;
}

function place(operation: OperationView): string {
  const address = operation.address;
  if (!address) return fr.fallback.notProvided;
  const city = `${address.cityName} (${address.postal})`;
  return address.deliveryLocation ? `${address.deliveryLocation}, ${city}` : city;
}

function OperationPage({ operation, tab }: { operation: OperationView; tab: OperationTab }) {
  const name = operation.name || o.common.untitled;
  usePageTitle(name);
  const tabs: { key: OperationTab; to: string }[] = [
    { key: 'listings', to: ROUTES.operationView(operation.slug) },
    { key: 'trackers', to: ROUTES.operationTrackers(operation.slug) },
    { key: 'terminated', to: ROUTES.operationTerminatedTrackers(operation.slug) },
  ];
  return (
    <Flex vertical gap={24}>
      <Flex justify="space-between" align="flex-start" wrap gap={16}>
        <Flex vertical gap={8}>
          <Typography.Title level={1} style={{ margin: 0 }}>
            {name}
          </Typography.Title>
          <Flex gap={8} wrap>
            <Tag color="green">{fr.listing.statuses[operation.publicationStatus]}</Tag>
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          <ButtonLink to={withLocale(ROUTES.operationSearch(operation.slug))} icon={<SearchOutlined aria-hidden />}>
            {v.searchLink}
          </ButtonLink>
          {operation.writable ? (
            <ButtonLink to={withLocale(ROUTES.operationEdit(operation.slug))} icon={<EditOutlined aria-hidden />}>
              {v.edit}
            </ButtonLink>
          ) : null}
        </Flex>
      </Flex>
      <Card>
        <Flex vertical gap={16}>
          <div>
            <Typography.Title level={2} style={{ fontSize: 18 }}>
              {v.description}
            </Typography.Title>
            <Typography.Paragraph style={{ whiteSpace: 'pre-line', margin: 0 }}>
              {operation.fullDescription || operation.description || fr.fallback.notProvided}
            </Typography.Paragraph>
          </div>
          <Descriptions
            size="small"
            column={{ xs: 1, md: 3 }}
            items={[
              { key: 'dates', label: v.dates, children: operation.availabilityDisplayDates },
              { key: 'place', label: v.place, children: place(operation) },
              {
                key: 'manager',
                label: v.manager,
                children: `${operation.manager.firstname} ${operation.manager.lastname}`.trim(),
              },
            ]}
          />
        </Flex>
      </Card>
      <section aria-labelledby="operation-figures">
        <Typography.Title level={2} id="operation-figures" style={{ fontSize: 18 }}>
          {v.figures}
        </Typography.Title>
        <OperationFigures figures={operation} />
      </section>
      {operation.writable ? (
        <nav className="troc-operation-tabs" aria-label={v.tabsLabel}>
          {tabs.map((item) => (
            <NavLink key={item.key} to={withLocale(item.to)} end>
              {v.tabs[item.key]}
            </NavLink>
          ))}
        </nav>
      ) : (
        <Typography.Title level={2} style={{ fontSize: 18, margin: 0 }}>
          {v.tabs.listings}
        </Typography.Title>
      )}
      {tab === 'listings' ? (
        <OperationListings
          slug={operation.slug}
          label={v.listingsLabel}
          emptyText={v.noListings}
          countText={o.search.count}
        />
      ) : (
        <OperationTrackers key={tab} slug={operation.slug} terminated={tab === 'terminated'} />
      )}
    </Flex>
  );
}
