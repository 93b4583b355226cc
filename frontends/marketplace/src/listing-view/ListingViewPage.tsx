import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { Alert, Breadcrumb, Button, Flex, Result, Tag, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router-dom';
import { API, fr, PublicationStatus, ROUTES, t, truncateName, withLocale, type ListingView } from '@troc/shared';
import { ApiError, listingKeys, NotFoundPage, PageSpinner, usePageTitle } from '@troc/ui';
import { FavoriteButton } from '../listing/FavoriteButton';
import { isDemand, publicationDate, STATUS_COLORS, statusLabel } from '../listing/labels';
import { ListingStrip } from '../listing/ListingStrip';
import { AvailabilityCalendar, CALENDAR_ID } from './AvailabilityCalendar';
import { ListingDetails } from './ListingDetails';
import { ListingGallery } from './ListingGallery';
import { ListingMap } from './ListingMap';
import { ListingSummary } from './ListingSummary';
import { fetchListing } from './api';
import { AddToCartButton } from '../cart/AddToCartButton';
import { ShippingButton } from '../shipping/ShippingButton';
import { ExchangeButtons } from './ExchangeButtons';
import { ConversationButtons, ListingQuestions } from '../questions/ListingQuestions';
import { ManagerPanel } from './ManagerPanel';
import { scrollToElement } from './smoothScroll';
import './view.css';
import { operationUi } from '@troc/shared/messages/ui-operation';

const ui = fr.ui.listingBrowse.view;
const STRIP_SIZE = 4;

/** /{locale}/troc/view/{slug}/: the listing as the reader may see it. */
export function ListingViewPage() {
  const { slug = '' } = useParams();
  const client = useQueryClient();
  const {
    data: view,
    error,
    isFetching,
    refetch,
  } = useQuery({
    queryKey: listingKeys.view(slug),
    queryFn: ({ signal }) => fetchListing(slug, signal),
  });
  usePageTitle(view ? view.name : null);

  // A block, not an expression: Chromium's scrollTo answers a promise, which React would call as the cleanup.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [slug]);

  if (!view && (isFetching || !error)) return <PageSpinner />;
  if (!view && error instanceof ApiError && error.status === 404) return <NotFoundPage />;
  if (!view) {
    return (
      <Result
        status="warning"
        title={fr.ui.common.loadFailed}
        extra={<Button onClick={() => void refetch()}>{fr.ui.common.retry}</Button>}
      />
    );
  }
  return (
    <Listing
      view={view}
      onChange={(next) => {
        // What the reader did (favourite, publication) is the listing as the server now has it;
        // lists are read again when next shown (the strips below stay as they are).
        client.setQueryData(listingKeys.view(slug), next);
        void client.invalidateQueries({ queryKey: listingKeys.lists(), refetchType: 'none' });
      }}
    />
  );
}

function Listing({ view, onChange }: { view: ListingView; onChange: (view: ListingView) => void }) {
  const calendar = useRef<HTMLElement>(null);
  const manages = view.currentManager || view.currentUser;
  const swapType = view.publicSwapType ?? view.swapType;
  const point =
    view.address?.lat != null && view.address.lon != null ? { lat: view.address.lat, lon: view.address.lon } : null;
  const placeName = view.address ? `${view.address.postal} ${view.address.cityName}`.trim() : view.location.cityName;

  return (
    <Flex vertical gap={24} className="troc-view">
      <Breadcrumb
        items={[
          { title: <Link to={withLocale(ROUTES.search)}>{fr.ui.nav.search}</Link> },
          ...view.categoryHierarchy.map((c) => ({
            title: <Link to={withLocale(ROUTES.searchCategory(c.slug))}>{c.name}</Link>,
          })),
          { title: truncateName(view.name) },
        ]}
      />
      <header className="troc-view__header">
        <Flex gap={8} wrap className="troc-view__tags">
          {isDemand(view) ? <Tag color="purple">{fr.listing.requestTypes.Demand}</Tag> : null}
          {swapType ? <Tag color="green">{fr.listing.swapTypes[swapType]}</Tag> : null}
          {view.itemState ? <Tag>{fr.listing.itemStates[view.itemState]}</Tag> : null}
          {view.tama ? <Tag color="blue">{ui.tama}</Tag> : null}
          {manages || view.publicationStatus !== PublicationStatus.Published ? (
            <Tag color={STATUS_COLORS[view.publicationStatus]}>
              {statusLabel(view.publicationStatus, view.rejected)}
            </Tag>
          ) : null}
        </Flex>
        <Typography.Title level={1} className="troc-view__title">
          {view.name || fr.fallback.notProvided}
        </Typography.Title>
        <Flex gap={16} wrap align="center" className="troc-view__meta">
          <Typography.Text type="secondary">{t(ui.reference, { reference: view.trocReference })}</Typography.Text>
          <Typography.Text type="secondary">{publicationDate(view)}</Typography.Text>
          <Typography.Text type="secondary">
            <EyeOutlined aria-hidden /> {t(ui.views, { count: view.viewTotal })}
          </Typography.Text>
          {view.operation?.writable ? (
            <Link to={withLocale(ROUTES.operationView(view.operation.slug))}>
              {t(operationUi.view.listingLink, { name: view.operation.name })}
            </Link>
          ) : null}
          <Flex gap={8} wrap style={{ marginInlineStart: 'auto' }}>
            <ExchangeButtons view={view} />
            <ConversationButtons slug={view.slug} name={view.name} />
            {view.cart ? <AddToCartButton view={view} /> : null}
            <ShippingButton view={view} />
            {/* The favourite button appears only when the server sends the flag (core §6). */}
            {view.favorite === undefined ? null : (
              <FavoriteButton
                variant="button"
                slug={view.slug}
                name={view.name}
                favorite={view.favorite}
                onChange={(favorite) => onChange({ ...view, favorite })}
              />
            )}
            <Button
              href={`#${CALENDAR_ID}`}
              icon={<CalendarOutlined aria-hidden />}
              onClick={(event) => {
                event.preventDefault();
                if (calendar.current) scrollToElement(calendar.current);
              }}
            >
              {ui.calendarLink}
            </Button>
          </Flex>
        </Flex>
      </header>

      {!manages && view.publicationStatus !== PublicationStatus.Published ? (
        <Alert type="info" showIcon title={awaitingMessage(view.publicationStatus)} />
      ) : null}
      {view.moderator && view.moderatorActions.length > 0 && !manages ? (
        <Alert
          type="warning"
          showIcon
          title={ui.moderatorNotice}
          action={<Link to={withLocale(ROUTES.moderation)}>{ui.moderatorLink}</Link>}
        />
      ) : null}

      {/* One grid: on a phone the summary (price, quantity, place, cédant, request) comes right after the
          pictures; on a wide screen it sits beside them (view.css). */}
      <div className="troc-view__layout">
        <div className="troc-view__gallery">
          <ListingGallery view={view} />
        </div>
        <Flex vertical gap={24} className="troc-view__summary">
          <ListingSummary view={view} />
          {manages ? <ManagerPanel view={view} onChange={onChange} /> : null}
        </Flex>
        <Flex vertical gap={24} className="troc-view__body">
          <section aria-labelledby="description-title">
            <Typography.Title level={2} id="description-title">
              {ui.description}
            </Typography.Title>
            <Typography.Paragraph className="troc-prewrap">
              {view.description || fr.fallback.notProvided}
            </Typography.Paragraph>
          </section>
          <ListingDetails view={view} />
          <ListingQuestions slug={view.slug} />
        </Flex>
        <section aria-labelledby="place-title" className="troc-view__place">
          <Typography.Title level={2} id="place-title">
            {ui.place}
          </Typography.Title>
          <Typography.Paragraph>
            <strong>{placeName || fr.fallback.notProvided}</strong>
            {view.address?.deliveryLocation ? (
              <>
                <br />
                {ui.deliveryLocation} : {view.address.deliveryLocation}
              </>
            ) : null}
            {view.address?.deliveryNotes ? (
              <>
                <br />
                {ui.deliveryNotes} : {view.address.deliveryNotes}
              </>
            ) : null}
          </Typography.Paragraph>
          <ListingMap point={point} label={t(ui.map, { place: placeName })} />
          <Typography.Text type="secondary" className="troc-view__map-note">
            {point ? ui.mapApproximate : ui.mapNoPlace}
          </Typography.Text>
        </section>
      </div>

      <AvailabilityCalendar view={view} ref={calendar} />

      <ListingStrip
        key={`similar-${view.slug}`}
        source={API.trocSimilar(view.slug)}
        title={ui.similarTitle}
        size={STRIP_SIZE + 1}
        limit={STRIP_SIZE}
        excludeId={view.id}
        fallback={
          <ListingStrip
            source={API.trocLast}
            title={ui.lastTitle}
            size={STRIP_SIZE + 1}
            limit={STRIP_SIZE}
            excludeId={view.id}
          />
        }
      />
    </Flex>
  );
}

function awaitingMessage(status: PublicationStatus): string {
  if (status === PublicationStatus.ToModerate) return ui.awaiting.ToModerate;
  if (status === PublicationStatus.ToPublish) return ui.awaiting.ToPublish;
  if (status === PublicationStatus.Unavailable) return ui.awaiting.Unavailable;
  return ui.awaiting.other;
}
