import { Form, Input, InputNumber, Modal, Radio, Typography } from 'antd';
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
import { FormErrors, safeRedirect, useFormSubmit } from '@troc/ui';
import { requestReservation } from '../tracker/api';

const r = fr.ui.tracker.reserve;
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

export interface ReservationModalProps {
  open: boolean;
  onClose: () => void;
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
export function ReservationModal({ open, onClose, slug, name, demand, unit, exchange }: ReservationModalProps) {
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
    onClose();
    navigate(safeRedirect(answer.redirect));
  });

  return (
    <Modal
      open={open}
      title={t(demand ? r.modalTitleDemand : r.modalTitleOffer, { name })}
      okText={demand ? r.sendDemand : r.send}
      cancelText={r.cancel}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
      width={560}
    >
      <Typography.Paragraph type="secondary">{r.intro}</Typography.Paragraph>
      <Form<Values>
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
      </Form>
    </Modal>
  );
}
