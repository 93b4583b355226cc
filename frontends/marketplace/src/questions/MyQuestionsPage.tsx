import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty, Flex, Pagination, Skeleton, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { fr, ROUTES, withLocale, type ListResponse, type QuestionView } from '@troc/shared';
import { ListState, usePageTitle } from '@troc/ui';
import { fetchMyQuestions, QUESTIONS_PAGE_SIZE, questionKeys } from './api';
import { QuestionItem } from './QuestionItem';
import './questions.css';

const q = fr.inbox.questions;

/** /{locale}/troc/questions/: the questions asked on my listings, unanswered first. */
export function MyQuestionsPage() {
  usePageTitle(q.mine);
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useQuery({
    queryKey: questionKeys.mine(page),
    queryFn: ({ signal }) => fetchMyQuestions(page, signal),
    placeholderData: keepPreviousData,
  });
  const update = (next: QuestionView) =>
    client.setQueryData<ListResponse<QuestionView>>(
      questionKeys.mine(page),
      (previous) => previous && { ...previous, data: previous.data.map((item) => (item.id === next.id ? next : item)) },
    );
  const data = list.data;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 900 }}>
      <Typography.Title level={1} style={{ margin: 0 }}>
        {q.mine}
      </Typography.Title>
      <ListState
        status={data ? 'ready' : list.isError ? 'failed' : 'loading'}
        loadingView={<Skeleton active />}
        onRetry={() => void list.refetch()}
        empty={data?.data.length === 0}
        emptyView={<Empty description={q.mineEmpty} />}
      >
        <Flex vertical gap={12} role="list" aria-label={q.mine}>
          {(data?.data ?? []).map((question) => (
            <div role="listitem" key={question.id}>
              {question.troc ? (
                <Typography.Text>
                  {q.listing} : <Link to={withLocale(ROUTES.trocView(question.troc.slug))}>{question.troc.name}</Link>
                </Typography.Text>
              ) : null}
              <QuestionItem question={question} manages onChange={update} />
            </div>
          ))}
        </Flex>
        {data && data.total > QUESTIONS_PAGE_SIZE ? (
          <Pagination
            current={page}
            pageSize={QUESTIONS_PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            onChange={(next) => setParams(next > 1 ? { page: String(next) } : {})}
          />
        ) : null}
      </ListState>
    </Flex>
  );
}
