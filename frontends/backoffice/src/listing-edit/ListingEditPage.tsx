import { Button, Flex, Result } from 'antd';
import { Link, Navigate, useParams } from 'react-router-dom';
import { ROUTES, withLocale } from '@troc/shared';
import { NotFoundPage, PageSpinner, useCategoryTree } from '@troc/ui';
import { m } from '../common/labels';
import { ListingEditor } from './ListingEditor';
import { useListing } from './useListing';

/** /troc/edit/{slug}/: the listing, then its editor (the four forms, publication, moderation). */
export function ListingEditPage() {
  const { slug = '' } = useParams();
  const { state, setListing, retry } = useListing(slug);
  const categories = useCategoryTree();
  const tree = categories.tree;

  if (state.status === 'missing') return <NotFoundPage />;
  // The forms need the category tree as much as the listing.
  if (state.status === 'failed' || (state.status === 'ready' && categories.status === 'failed')) {
    return (
      <Result
        status="warning"
        title={m.common.loadFailed}
        extra={
          <Flex gap={8} justify="center">
            <Button
              type="primary"
              onClick={() => {
                if (state.status === 'failed') retry();
                if (categories.status === 'failed') categories.retry();
              }}
            >
              {m.common.retry}
            </Button>
            <Link to={withLocale(ROUTES.myListings)}>{m.common.backToMine}</Link>
          </Flex>
        }
      />
    );
  }
  if (state.status === 'loading' || !tree) return <PageSpinner />;
  const { listing } = state;
  // Readers who neither manage nor moderate the listing have nothing to edit: they read it.
  if (!listing.currentUser && !listing.currentManager && !listing.moderator) {
    return <Navigate to={withLocale(ROUTES.trocView(listing.slug))} replace />;
  }
  return (
    <>
      {!(listing.currentUser || listing.currentManager) && listing.moderator ? (
        <Link to={withLocale(ROUTES.moderation)}>← {m.common.backToModeration}</Link>
      ) : (
        <Link to={withLocale(ROUTES.myListings)}>← {m.common.backToMine}</Link>
      )}
      {/* A new slug (after a duplication) starts the forms afresh. */}
      <ListingEditor key={listing.slug} listing={listing} tree={tree} onChange={setListing} />
    </>
  );
}
