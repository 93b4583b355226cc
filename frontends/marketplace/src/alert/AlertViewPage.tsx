import { Flex, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { API, fr, ROUTES, t, withLocale, type ListingCard } from '@troc/shared';
import { ButtonLink, ListState, NotFoundPage, PageSpinner, usePageTitle } from '@troc/ui';
import { ListingGrid } from '../listing/ListingGrid';
import { ScrollLoader } from '../listing/ScrollLoader';
import { useListLoader } from '../listing/useListLoader';
import { useAlert } from './api';

const ui = fr.alert.ui;
const search = fr.ui.listingBrowse.search;
const NO_BODY = {};

/** /{locale}/troc/alerts/view/{slug}/ (core §2 Saved search view): the alert's search, run now. */
export function AlertViewPage() {
  const { slug = '' } = useParams();
  usePageTitle(ui.viewTitle);
  const alert = useAlert(slug);
  const list = useListLoader<ListingCard>(API.alertView(slug), NO_BODY, { enabled: alert.isSuccess });

  if (alert.isPending) return <PageSpinner />;
  if (alert.isError) return <NotFoundPage />;
  const count = list.status === 'ready' ? t(search.results, { count: list.totalResults }) : fr.ui.common.loading;

  return (
    <Flex vertical gap={16}>
      <div>
        <ButtonLink type="link" to={withLocale(ROUTES.alerts)} style={{ paddingInline: 0 }}>
          {ui.back}
        </ButtonLink>
      </div>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {ui.viewTitle}
      </Typography.Title>
      <Typography.Paragraph style={{ margin: 0 }}>
        <Typography.Text strong>{alert.data.summary}</Typography.Text>
        <br />
        <Typography.Text type="secondary">
          {t(ui.createdOn, { date: alert.data.displayDate })} · {t(ui.sent, { count: alert.data.nbSent })}
        </Typography.Text>
      </Typography.Paragraph>
      <section aria-labelledby="alert-results-count">
        <h2 id="alert-results-count" className="troc-results-count" aria-live="polite">
          {count}
        </h2>
        <ListState
          status={list.status}
          onRetry={list.retry}
          failedTitle={fr.ui.listingBrowse.list.loadFailed}
          empty={list.items.length === 0}
          emptyView={<Typography.Text type="secondary">{search.emptyTitle}</Typography.Text>}
        >
          <ListingGrid cards={list.items} label={count} />
          <ScrollLoader list={list} />
        </ListState>
      </section>
    </Flex>
  );
}
