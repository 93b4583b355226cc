import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Card, Flex, Input, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { ROUTES, t, withLocale } from '@troc/shared';
import { NotFoundPage, PageSpinner, usePageTitle } from '@troc/ui';
import { OperationListings } from './OperationListings';
import { useOperationView } from './useOperationView';
import { operationUi } from '@troc/shared/messages/ui-operation';

const s = operationUi.search;

/** /search/operation/{slug}/?keyword=…: the search within an operation. */
export function OperationSearchPage() {
  const { slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const state = useOperationView(slug);
  const name = state.status === 'ready' ? state.operation.name || operationUi.common.untitled : '';
  usePageTitle(t(s.title, { name }));
  if (state.status === 'missing') return <NotFoundPage />;
  if (state.status === 'loading') return <PageSpinner />;

  return (
    <Flex vertical gap={20}>
      <Link to={withLocale(ROUTES.operationView(slug))}>
        <ArrowLeftOutlined aria-hidden /> {s.back}
      </Link>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {t(s.title, { name })}
      </Typography.Title>
      <Card role="search" aria-label={s.keyword}>
        <Input.Search
          key={keyword}
          defaultValue={keyword}
          aria-label={s.keyword}
          placeholder={s.keywordPlaceholder}
          enterButton={s.submit}
          allowClear
          maxLength={255}
          onSearch={(next) => setParams(next.trim() ? { keyword: next.trim() } : {})}
        />
      </Card>
      <OperationListings
        key={keyword}
        slug={slug}
        keyword={keyword}
        label={t(s.title, { name })}
        emptyText={s.empty}
        countText={s.count}
      />
    </Flex>
  );
}
