import { Alert, Button, DatePicker, Flex, Form, Input, Radio, Typography, type GetRef } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useRef } from 'react';
import {
  fr,
  LIMITS,
  parisDay,
  t,
  ReturnCondition,
  validateLoanReturn,
  type CalendarPeriodView,
  type Day,
  type LoanReturnView,
} from '@troc/shared';
import { FormErrors, useFormSubmit, DialogForm } from '@troc/ui';
import type { LoanReturnForm as LoanReturnBody } from './api';
import { useRecordReturn } from './hooks';
import { ui } from './labels';

const f = ui.returnForm;
const FIELDS = ['returnDate', 'condition', 'note'] as const;
const NOTE_MAX = LIMITS.calendar.usageMax;
const DATE_FORMAT = 'DD/MM/YYYY';

interface Values {
  returnDate?: Dayjs | null;
  condition?: ReturnCondition;
  note?: string;
}

/** What the server reads: an ISO day, the condition, the note only when there is one. */
function toBody(values: Values): LoanReturnBody {
  const note = values.note?.trim();
  return {
    returnDate: values.returnDate ? values.returnDate.format('YYYY-MM-DD') : '',
    condition: values.condition ?? '',
    ...(note ? { note } : {}),
  };
}

export interface LoanReturnFormProps {
  periodId: number;
  /** The loan's first day (ISO): the return cannot precede it. */
  start: Day;
  /** Focus the date at once (the page opened at #retour). */
  focus?: boolean;
  onSaved?: (period: CalendarPeriodView) => void;
  onCancel?: () => void;
}

/**
 * The loan return (the borrower or the manager): the day the good came back, between the
 * loan's first day and today, its condition and a note. The shared rules check it here with
 * the server's own messages; the server's 422 land under the same fields, a refusal above them.
 */
export function LoanReturnForm({ periodId, start, focus = false, onSaved, onCancel }: LoanReturnFormProps) {
  const [form] = Form.useForm<Values>();
  const dateRef = useRef<GetRef<typeof DatePicker>>(null);
  const today = useMemo(() => parisDay(), []);
  const send = useRecordReturn(periodId);
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    const period = await send(toBody(values));
    onSaved?.(period);
    return period;
  });
  const rule = (field: (typeof FIELDS)[number]) => ({
    validator: () => {
      const found = validateLoanReturn(toBody(form.getFieldsValue(true)), { start, today }).errors[field];
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });

  useEffect(() => {
    if (focus) dateRef.current?.focus();
  }, [focus]);

  return (
    <DialogForm<Values>
      form={form}
      name={`loan_return_${periodId}`}
      layout="vertical"
      noValidate
      onFinish={submit}
      initialValues={{ returnDate: dayjs(today) }}
    >
      <Typography.Paragraph type="secondary">{f.intro}</Typography.Paragraph>
      <FormErrors messages={errors} />
      <Form.Item name="returnDate" label={f.date} required rules={[rule('returnDate')]}>
        <DatePicker
          ref={dateRef}
          format={DATE_FORMAT}
          placeholder={f.datePlaceholder}
          // Neither before the loan began nor after today, as the rules say.
          disabledDate={(day) => day.isAfter(dayjs(today), 'day') || day.isBefore(dayjs(start), 'day')}
          style={{ width: '100%', maxWidth: 240 }}
        />
      </Form.Item>
      <Form.Item name="condition" label={f.condition} required rules={[rule('condition')]}>
        <Radio.Group
          aria-label={f.condition}
          options={Object.values(ReturnCondition).map((value) => ({ value, label: fr.calendar.conditions[value] }))}
        />
      </Form.Item>
      <Form.Item name="note" label={f.note} rules={[rule('note')]}>
        <Input.TextArea rows={3} maxLength={NOTE_MAX} showCount placeholder={f.notePlaceholder} />
      </Form.Item>
      <Flex gap={8} justify="flex-end" wrap>
        {onCancel ? (
          <Button onClick={onCancel} disabled={submitting}>
            {ui.returnButton.cancel}
          </Button>
        ) : null}
        <Button type="primary" htmlType="submit" loading={submitting}>
          {f.submit}
        </Button>
      </Flex>
    </DialogForm>
  );
}

/** What was recorded of the return: its day, the condition, the note and who recorded it. */
export function LoanReturnSummary({ returned }: { returned: LoanReturnView }) {
  return (
    <Alert
      type="success"
      showIcon
      role="status"
      title={f.saved}
      description={
        <Flex vertical gap={4}>
          <span>{t(f.recorded, { date: returned.returnDateString })}</span>
          <span>
            {f.conditionLabel} : {fr.calendar.conditions[returned.condition]}
          </span>
          {returned.note ? (
            <span>
              {f.noteLabel} : {returned.note}
            </span>
          ) : null}
          {returned.by ? (
            <span>
              {f.byLabel} : {returned.by}
            </span>
          ) : null}
        </Flex>
      }
    />
  );
}
