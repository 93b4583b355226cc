import { Breadcrumb, Flex, Result, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { fr, ROUTES, withLocale } from '@troc/shared';
import { ApiError, listingKeys, NotFoundPage, PageSpinner, usePageTitle } from '@troc/ui';
import { fetchListing } from '../listing-view/api';
import { ui } from './labels';
import { RegularisationForm } from './RegularisationForm';
import './tracker.css';

const r = ui.regularize;

/** /{locale}/tracker/add/{listing}/: an exchange agreed elsewhere, recorded by the listing's manager. */
export function RegularisationPage() {
  const { slug = '' } = useParams();
  usePageTitle(r.title);
  const {
    data: listing,
    error,
    isFetching,
  } = useQuery({
    queryKey: listingKeys.view(slug),
    queryFn: ({ signal }) => fetchListing(slug, signal),
  });
  if (!listing && (isFetching || !error)) return <PageSpinner />;
  if (!listing && error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (!listing) return <Result status="warning" title={fr.ui.common.loadFailed} />;

  return (
    <Flex vertical gap={16} style={{ maxWidth: 820 }}>
      <Breadcrumb
        items={[
          { title: <Link to={withLocale(ROUTES.trocView(listing.slug))}>{listing.name}</Link> },
          { title: r.title },
        ]}
      />
      <Typography.Title level={1} style={{ margin: 0 }}>
        {r.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {r.intro}
      </Typography.Paragraph>
      {listing.exchange?.canRegularize ? (
        <RegularisationForm listing={listing} exchange={listing.exchange} />
      ) : (
        <Result status="info" title={fr.tracker.errors.notRegulable} />
      )}
    </Flex>
  );
}
