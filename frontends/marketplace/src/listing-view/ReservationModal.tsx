import { Button, Flex, Form, Input, InputNumber, Radio, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import {
  BeneficiaryType,
  fr,
  LIMITS,
  t,
  validateReservation,
  type ListingExchangeInfo,
  type ReservationRequest,
} from '@troc/shared';
import { FormErrors, registerModal, safeRedirect, useFormSubmit, type ModalBodyProps, DialogForm } from '@troc/ui';
import { requestReservation } from '../tracker/api';
import { trackerUi } from '@troc/shared/messages/ui-tracker';

const r = trackerUi.reserve;
const FIELDS = ['message', 'quantity', 'beneficiaryType'] as const;
const { min, max } = LIMITS.message;

interface Values {
  message?: string;
  quantity?: number | null;
  beneficiaryType?: BeneficiaryType;
}

const toRequest = (values: Values): ReservationRequest => ({
  message: values.message?.trim() ?? '',
  quantity: values.quantity ?? '',
  ...(values.beneficiaryType ? { beneficiaryType: values.beneficiaryType } : {}),
});

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'tracker-reservation': ReservationModalProps;
  }
}

export interface ReservationModalProps {
  slug: string;
  name: string;
  demand: boolean;
  unit: string;
  exchange: ListingExchangeInfo;
}

/**
 * The reservation (a proposal on a Demand): a message of 10 to 500 characters, a quantity within
 * what the listing allows (fixed when only the minimum is left), and for whom when it is a sale.
 * The thread of the new exchange opens next.
 */
function ReservationBody({ slug, demand, unit, exchange, close }: ReservationModalProps & ModalBodyProps) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const message = Form.useWatch('message', form) ?? '';
  const bounds = exchange.quantity;
  const options = { beneficiaryChoice: exchange.beneficiaryChoice };
  const rule = (field: string) => ({
    validator: () => {
      const found = validateReservation(toRequest(form.getFieldsValue(true)), bounds, options)[field];
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    const answer = await requestReservation(slug, toRequest(values));
    close();
    navigate(safeRedirect(answer.redirect));
  });

  return (
    <>
      <Typography.Paragraph type="secondary">{r.intro}</Typography.Paragraph>
      <DialogForm<Values>
        form={form}
        name="reservation_form"
        layout="vertical"
        initialValues={{ quantity: bounds.fixed ? bounds.max : bounds.min }}
        onFinish={submit}
        noValidate
      >
        <FormErrors messages={errors} />
        <Form.Item
          name="message"
          label={r.message}
          required
          rules={[rule('message')]}
          extra={t(r.messageCount, { count: [...message].length, max, min })}
        >
          <Input.TextArea rows={4} maxLength={max} placeholder={r.messagePlaceholder} />
        </Form.Item>
        <Form.Item
          name="quantity"
          label={`${r.quantity} (${unit})`}
          required
          rules={[rule('quantity')]}
          extra={
            bounds.fixed
              ? t(r.quantityFixed, { quantity: bounds.max })
              : t(r.quantityHelp, { min: bounds.min, max: bounds.max, remaining: bounds.remaining })
          }
        >
          <InputNumber min={bounds.min} max={bounds.max} precision={0} disabled={bounds.fixed} />
        </Form.Item>
        {exchange.beneficiaryChoice ? (
          <Form.Item name="beneficiaryType" label={r.beneficiary} required rules={[rule('beneficiaryType')]}>
            <Radio.Group
              options={Object.values(BeneficiaryType).map((value) => ({
                value,
                label: fr.tracker.beneficiaryTypes[value],
              }))}
            />
          </Form.Item>
        ) : null}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={submitting}>
            {r.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {demand ? r.sendDemand : r.send}
          </Button>
        </Flex>
      </DialogForm>
    </>
  );
}

// The ui package is one instance for every application: registering when the module loads is enough.
registerModal('tracker-reservation', {
  title: ({ name, demand }) => t(demand ? r.modalTitleDemand : r.modalTitleOffer, { name }),
  Body: ReservationBody,
});
