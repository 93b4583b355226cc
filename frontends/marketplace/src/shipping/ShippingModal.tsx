import { Alert, Button, Col, Flex, Form, InputNumber, Row, Typography, type FormRule } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  fr,
  ROUTES,
  t,
  validateShippingRequest,
  withLocale,
  type ShippingQuote,
  type ShippingQuotesResponse,
} from '@troc/shared';
import {
  ApiError,
  failureMessage,
  FormErrors,
  registerModal,
  useFormSubmit,
  type ModalBodyProps,
  DialogForm,
} from '@troc/ui';
import { fetchTracker, trackerKeys } from '../tracker/api';
import { fetchShippingQuotes, postShippingQuote, type ShippingRequest } from './api';
import { ShippingResults } from './ShippingResults';
import { shippingUi } from '@troc/shared/messages/ui-shipping';

const m = shippingUi.modal;
const FIELDS = ['weight', 'distance', 'price'] as const;

export interface ShippingModalProps {
  slug: string;
  name: string;
  /** kg: the listing's unit weight, to start from. */
  weight: number | null;
  /** The viewer's exchange still going on this listing: its thread may receive a quote. */
  pendingTracker: string | null;
}

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'shipping-quotes': ShippingModalProps;
  }
}

interface Values {
  weight?: number | null;
  distance?: number | null;
  price?: number | null;
}

const toRequest = (values: Values): ShippingRequest => ({
  weight: values.weight ?? NaN,
  distance: values.distance ?? NaN,
  price: values.price ?? NaN,
});

type Notice = { type: 'success' | 'error'; text: string };

/**
 * The shipping estimate of a listing (core §5, §7): weight, distance and declared value, then every
 * carrier's quote, cheapest first; with an exchange going on this listing, a quote may be posted
 * into its thread.
 */
function ShippingBody({ slug, weight, pendingTracker }: ShippingModalProps & ModalBodyProps) {
  const [form] = Form.useForm<Values>();
  const client = useQueryClient();
  const [answer, setAnswer] = useState<{ response: ShippingQuotesResponse; request: ShippingRequest } | null>(null);
  const [posting, setPosting] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const tracker = useQuery({
    queryKey: trackerKeys.view(pendingTracker ?? ''),
    queryFn: ({ signal }) => fetchTracker(pendingTracker!, signal),
    enabled: pendingTracker !== null,
  });
  const thread = tracker.data?.thread ?? null;

  const rule = (field: string): FormRule => ({
    validator: () => {
      const found = validateShippingRequest(form.getFieldsValue(true))[field];
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });

  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    const request = toRequest(values);
    setNotice(null);
    try {
      setAnswer({ response: await fetchShippingQuotes(slug, request), request });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setNotice({ type: 'error', text: error.message });
      else throw error;
    }
  });

  const post = async (quote: ShippingQuote) => {
    if (!thread || !answer || !pendingTracker) return;
    setPosting(quote.provider.slug);
    setNotice(null);
    try {
      const view = await postShippingQuote(thread, quote.provider.slug, answer.request);
      client.setQueryData(trackerKeys.thread(pendingTracker), (previous: object | undefined) =>
        previous ? { ...previous, messages: view.messages } : previous,
      );
      void client.invalidateQueries({ queryKey: trackerKeys.thread(pendingTracker) });
      setNotice({ type: 'success', text: m.posted });
    } catch (error) {
      setNotice({ type: 'error', text: failureMessage(error, 'provider') });
    } finally {
      setPosting(null);
    }
  };

  const quotes = answer?.response.data ?? [];

  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
        {m.intro}
      </Typography.Paragraph>
      <DialogForm<Values>
        form={form}
        name="shipping_form"
        layout="vertical"
        aria-label={m.formLabel}
        initialValues={{ weight: weight ?? undefined }}
        onFinish={submit}
        noValidate
      >
        <FormErrors messages={errors} />
        <Row gutter={12} align="bottom">
          {(
            [
              ['weight', m.weight],
              ['distance', m.distance],
              ['price', m.price],
            ] as const
          ).map(([field, label]) => (
            <Col key={field} xs={24} sm={6}>
              <Form.Item name={field} label={label} required rules={[rule(field)]}>
                <InputNumber min={0.1} step={1} decimalSeparator="," style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} sm={6}>
            <Form.Item>
              <Button type="primary" htmlType="submit" loading={submitting} block>
                {m.submit}
              </Button>
            </Form.Item>
          </Col>
        </Row>
      </DialogForm>
      {notice ? (
        <Alert
          type={notice.type}
          showIcon
          role={notice.type === 'error' ? 'alert' : 'status'}
          title={notice.text}
          action={
            notice.type === 'success' && pendingTracker ? (
              <Link to={withLocale(ROUTES.trackerThread(pendingTracker))}>{m.seeThread}</Link>
            ) : undefined
          }
        />
      ) : null}
      {answer ? (
        <section aria-label={m.results}>
          {quotes.length ? (
            <ShippingResults quotes={quotes} posting={posting} onPost={thread ? (q) => void post(q) : undefined} />
          ) : (
            <Typography.Text role="status">{answer.response.message ?? fr.shipping.noResult}</Typography.Text>
          )}
        </section>
      ) : null}
    </Flex>
  );
}

registerModal('shipping-quotes', {
  title: ({ name }) => t(m.title, { name }),
  Body: ShippingBody,
  width: 760,
});
