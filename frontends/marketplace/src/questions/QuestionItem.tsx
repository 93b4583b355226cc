import { Alert, Button, Flex, Form, Input, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fr, LIMITS, t, validateAnswer, type QuestionView } from '@troc/shared';
import { FormErrors, useFormSubmit } from '@troc/ui';
import { answerQuestion, deleteAnswer, maskQuestion } from './api';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const q = fr.inbox.questions;
const FIELDS = ['answer'] as const;
const STATE_COLORS = { unanswered: 'orange', answered: 'green', masked: 'default' } as const;

const person = (p: { firstname: string; lastname: string } | null) =>
  p ? `${p.firstname} ${p.lastname}`.trim() : fr.fallback.unknown;

/**
 * One public question: its answer when there is one; for the listing's managers its state and
 * what they may do (answer, mask or show again, delete the answer). `onChange` gets the question
 * as the server now has it.
 */
export function QuestionItem({
  question,
  manages,
  onChange,
}: {
  question: QuestionView;
  manages: boolean;
  onChange?: (question: QuestionView) => void;
}) {
  const [notice, setNotice] = useState<string | null>(null);
  const act = async (run: () => Promise<QuestionView>, text: string) => {
    onChange?.(await run());
    setNotice(text);
  };
  return (
    <article
      className="troc-question"
      aria-label={t(q.asked, { user: person(question.user), date: question.displayDate })}
    >
      <Flex justify="space-between" gap={8} wrap>
        <Typography.Text type="secondary">
          {t(q.asked, { user: person(question.user), date: question.displayDate })}
        </Typography.Text>
        {manages ? <Tag color={STATE_COLORS[question.state]}>{q.states[question.state]}</Tag> : null}
      </Flex>
      <Typography.Paragraph className="troc-prewrap" style={{ margin: '4px 0' }}>
        {question.content}
      </Typography.Paragraph>
      {question.publicAnswer !== null ? (
        <div className="troc-question__answer">
          <Typography.Text strong>
            {q.answer} — {person(question.userAnswer)}
          </Typography.Text>
          <Typography.Paragraph className="troc-prewrap" style={{ margin: 0 }}>
            {question.publicAnswer}
          </Typography.Paragraph>
        </div>
      ) : null}
      {notice ? <Alert type="success" showIcon title={notice} role="status" style={{ marginTop: 8 }} /> : null}
      {manages ? (
        <Flex vertical gap={8} style={{ marginTop: 8 }}>
          {question.publicAnswer === null ? (
            <AnswerForm id={question.id} onAnswered={(next) => act(async () => next, q.answered)} />
          ) : null}
          <Flex gap={8} wrap>
            <Button size="small" onClick={() => void act(() => maskQuestion(question.id), q.maskedDone)}>
              {question.masked ? q.unmask : q.mask}
            </Button>
            {question.publicAnswer !== null ? (
              <Popconfirm
                title={q.deleteAnswer}
                okText={q.deleteAnswer}
                cancelText={trackerUi.actions.no}
                okButtonProps={{ danger: true }}
                onConfirm={() => act(() => deleteAnswer(question.id), q.answerDeleted)}
              >
                <Button size="small" danger>
                  {q.deleteAnswer}
                </Button>
              </Popconfirm>
            ) : null}
          </Flex>
        </Flex>
      ) : null}
    </article>
  );
}

function AnswerForm({ id, onAnswered }: { id: number; onAnswered: (question: QuestionView) => Promise<void> }) {
  const [form] = Form.useForm<{ answer: string }>();
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: { answer: string }) => {
    await onAnswered(await answerQuestion(id, values.answer.trim()));
    form.resetFields();
  });
  return (
    <Form form={form} name={`answer_form_${id}`} layout="vertical" onFinish={submit} noValidate>
      <FormErrors messages={errors} />
      <Form.Item
        name="answer"
        label={q.answerLabel}
        required
        rules={[
          {
            validator: (_, value: string | undefined) => {
              const error = validateAnswer({ answer: value ?? '' }).answer?.[0];
              return error ? Promise.reject(new Error(error)) : Promise.resolve();
            },
          },
        ]}
        style={{ marginBottom: 8 }}
      >
        <Input.TextArea rows={2} maxLength={LIMITS.message.max} />
      </Form.Item>
      <Button type="primary" size="small" htmlType="submit" loading={submitting}>
        {q.answerSend}
      </Button>
    </Form>
  );
}
