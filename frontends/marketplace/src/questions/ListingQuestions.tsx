import MessageOutlined from '@ant-design/icons/MessageOutlined';
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Typography } from 'antd';
import { fr, type TrocQuestionsResponse } from '@troc/shared';
import { useModals } from '@troc/ui';
import { fetchListingQuestions, questionKeys } from './api';
import { QuestionItem } from './QuestionItem';
import './ListingMessageModals';
import './questions.css';

const q = fr.inbox.questions;
const m = fr.inbox.modals;

function useListingQuestions(slug: string) {
  return useQuery({
    queryKey: questionKeys.ofListing(slug),
    queryFn: ({ signal }) => fetchListingQuestions(slug, signal),
  });
}

/** « Poser une question » and « Envoyer un message » (signed-in members who do not manage the listing). */
export function ConversationButtons({ slug, name }: { slug: string; name: string }) {
  const { open } = useModals();
  const questions = useListingQuestions(slug).data;
  if (!questions?.canAsk) return null;
  return (
    <>
      <Button icon={<QuestionCircleOutlined aria-hidden />} onClick={() => open('inbox-question', { slug, name })}>
        {m.questionButton}
      </Button>
      <Button icon={<MessageOutlined aria-hidden />} onClick={() => open('inbox-message', { slug, name })}>
        {m.messageButton}
      </Button>
    </>
  );
}

/** The listing's public questions: answered ones for everyone, all of them with actions for its managers. */
export function ListingQuestions({ slug }: { slug: string }) {
  const client = useQueryClient();
  const questions = useListingQuestions(slug).data;
  if (!questions?.data) return null;
  const update = (next: TrocQuestionsResponse['data'][number]) =>
    client.setQueryData<TrocQuestionsResponse>(
      questionKeys.ofListing(slug),
      (previous) => previous && { ...previous, data: previous.data.map((item) => (item.id === next.id ? next : item)) },
    );
  return (
    <section aria-labelledby="questions-title">
      <Typography.Title level={2} id="questions-title">
        {q.title}
      </Typography.Title>
      {questions.data.length === 0 ? (
        <Typography.Text type="secondary">{q.empty}</Typography.Text>
      ) : (
        <Flex vertical gap={12}>
          {questions.data.map((question) => (
            <QuestionItem key={question.id} question={question} manages={questions.canManage} onChange={update} />
          ))}
        </Flex>
      )}
    </section>
  );
}
