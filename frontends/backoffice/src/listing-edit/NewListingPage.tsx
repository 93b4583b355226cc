import GiftOutlined from '@ant-design/icons/GiftOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Flex, Result, Row, Typography } from 'antd';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RequestType, ROUTES, withLocale, type ListingView } from '@troc/shared';
import { PageSpinner, listingKeys, useCategoryTree, usePageTitle } from '@troc/ui';
import { m } from '../common/labels';
import { createListing, fetchListing, fetchUnwritten } from './api';
import { DraftContext, type UnwrittenDraft } from './draft';
import { ListingEditor } from './ListingEditor';

const n = m.newListing;

const CHOICES = [
  { requestType: RequestType.Offer, title: n.offerTitle, text: n.offerText, Icon: GiftOutlined },
  { requestType: RequestType.Demand, title: n.demandTitle, text: n.demandText, Icon: SearchOutlined },
] as const;

const isRequestType = (value: string | null): value is RequestType =>
  Object.values(RequestType).includes(value as RequestType);

/**
 * /troc/new/: an Offer or a Demand? The choice opens the edit forms (?type=…) on a draft that
 * exists only on screen: the first save creates it, so leaving before stores nothing.
 */
export function NewListingPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type');
  if (isRequestType(type)) return <NewListingEditor key={type} requestType={type} />;
  return <Choice onChoose={(requestType) => setParams({ type: requestType })} />;
}

function Choice({ onChoose }: { onChoose: (requestType: RequestType) => void }) {
  usePageTitle(n.title);
  return (
    <Flex vertical gap={16}>
      <Typography.Title level={1}>{n.title}</Typography.Title>
      <Typography.Paragraph type="secondary">{n.intro}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        {CHOICES.map(({ requestType, title, text, Icon }) => (
          <Col key={requestType} xs={24} md={12}>
            <Card
              hoverable
              role="button"
              tabIndex={0}
              onClick={() => onChoose(requestType)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  onChoose(requestType);
                }
              }}
              style={{ height: '100%', cursor: 'pointer' }}
            >
              <Flex gap={16} align="flex-start">
                <Icon aria-hidden style={{ fontSize: 36, color: '#1f7a4d' }} />
                <Flex vertical gap={4}>
                  <Typography.Title level={2} style={{ margin: 0, fontSize: 22 }}>
                    {title}
                  </Typography.Title>
                  <Typography.Text>{text}</Typography.Text>
                </Flex>
              </Flex>
            </Card>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}

/** The edit forms on the unwritten draft; once created, the address bar names its edit page. */
function NewListingEditor({ requestType }: { requestType: RequestType }) {
  const client = useQueryClient();
  const categories = useCategoryTree();
  const blank = useQuery({
    queryKey: ['troc-edit', 'unwritten', requestType],
    queryFn: ({ signal }) => fetchUnwritten(requestType, signal),
    staleTime: Infinity,
    gcTime: 0,
  });
  const [saved, setSaved] = useState<ListingView | null>(null);
  const created = useRef<Promise<string> | null>(null);
  const draft = useMemo<UnwrittenDraft>(
    () => ({
      slug: () => {
        created.current ??= createListing(requestType).then(
          ({ slug }) => {
            // A reload, a bookmark or « Retour » after this opens the draft's own edit page.
            window.history.replaceState(window.history.state, '', withLocale(ROUTES.trocEdit(slug)));
            // A picture saves no form: the page still learns the draft (publication, carbon, calendar).
            fetchListing(slug).then(
              (view) => setSaved((previous) => previous ?? view),
              () => undefined,
            );
            return slug;
          },
          (error: unknown) => {
            created.current = null;
            throw error;
          },
        );
        return created.current;
      },
    }),
    [requestType],
  );
  const onChange = useCallback(
    (view: ListingView) => {
      client.setQueryData(listingKeys.view(view.slug), view);
      void client.invalidateQueries({ queryKey: listingKeys.lists() });
      setSaved(view);
    },
    [client],
  );

  if (blank.isError || categories.status === 'failed') {
    return (
      <Result
        status="warning"
        title={m.common.loadFailed}
        extra={
          <Button
            type="primary"
            onClick={() => {
              if (blank.isError) void blank.refetch();
              if (categories.status === 'failed') categories.retry();
            }}
          >
            {m.common.retry}
          </Button>
        }
      />
    );
  }
  if (!blank.data || !categories.tree) return <PageSpinner label={n.loading} />;
  return (
    <DraftContext.Provider value={draft}>
      <Link to={withLocale(ROUTES.myListings)}>← {m.common.backToMine}</Link>
      <ListingEditor listing={saved ?? blank.data} tree={categories.tree} onChange={onChange} />
    </DraftContext.Provider>
  );
}
