import { Alert, Button, Col, DatePicker, Flex, Form, Input, InputNumber, Radio, Row, Skeleton, Typography } from 'antd';
import { DialogForm } from '../forms/DialogForm';
import { useQueryClient } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  addDays,
  CalendarPeriodType,
  fr,
  LIMITS,
  parisDay,
  t,
  validateCalendarPeriod,
  type CalendarItem,
  type CalendarPeriodCreated,
  type CalendarPeriodValues,
  type Day,
} from '@troc/shared';
import { ApiError } from '../api/errors';
import { FormErrors } from '../forms/FormErrors';
import { useFormSubmit } from '../forms/useFormSubmit';
import { ListState } from '../lists/ListState';
import type { ModalBodyProps } from '../modals/registry';
import { safeRedirect } from '../navigation';
import { listingKeys } from '../query/keys';
import { calendarKeys, createCalendarPeriod, useCalendar, type CalendarPeriodInput } from './api';
import { outsideWindow, toDay } from './days';

const c = fr.ui.calendar;
const m = c.modal;
const FIELDS = ['startDate', 'endDate', 'itemUsage', 'type', 'requestedQuantity', 'message'] as const;
const FORMAT = 'DD/MM/YYYY';

export interface CalendarPeriodModalProps {
  /** The listing's numeric id, which the calendar paths take. */
  trocId: number;
  name: string;
  /** The viewer manages the listing: a period of theirs rather than a loan request. */
  manager: boolean;
  /** The first day of the month on screen: availabilities are read from there. */
  month?: Day;
  /** A period was made (the calendar is read again already); a request opens its thread instead. */
  onCreated?: (created: CalendarPeriodCreated) => void;
  /** The days picked on the page's calendar, filled in. */
  startDate?: Day;
  endDate?: Day;
}

declare module '../modals/registry' {
  interface ModalPropsByKind {
    'calendar-period': CalendarPeriodModalProps;
  }
}

interface Values {
  startDate?: Dayjs | null;
  endDate?: Dayjs | null;
  itemUsage?: string;
  type?: CalendarPeriodType;
  requestedQuantity?: number | null;
  message?: string;
}

const checked = (values: Values): CalendarPeriodValues => ({
  startDate: values.startDate ? toDay(values.startDate) : '',
  endDate: values.endDate ? toDay(values.endDate) : '',
  itemUsage: values.itemUsage,
  type: values.type,
  requestedQuantity: values.requestedQuantity ?? undefined,
  message: values.message,
});

function toInput(values: Values, manager: boolean): CalendarPeriodInput {
  const usage = values.itemUsage?.trim();
  const message = values.message?.trim();
  return {
    startDate: values.startDate ? toDay(values.startDate) : '',
    endDate: values.endDate ? toDay(values.endDate) : '',
    ...(usage ? { itemUsage: usage } : {}),
    ...(manager && values.type ? { type: values.type } : {}),
    ...(values.requestedQuantity != null ? { requestedQuantity: values.requestedQuantity } : {}),
    ...(!manager && message ? { message } : {}),
  };
}

/** The loader's window for the pickers: 400 days from the month on screen (a requester's from today). */
function pickerWindow(manager: boolean, month: Day | undefined): { start: Day; end: Day } {
  const today = parisDay();
  const first = month ?? `${today.slice(0, 7)}-01`;
  const start = !manager && first < today ? today : first;
  return { start, end: addDays(start, LIMITS.calendar.windowMaxDays - 1) };
}

/** The calendar modal (core §5): reads the availabilities first so complete days cannot be picked. */
export function CalendarPeriodBody({
  trocId,
  manager,
  month,
  onCreated,
  close,
  startDate,
  endDate,
}: CalendarPeriodModalProps & ModalBodyProps) {
  const range = useMemo(() => pickerWindow(manager, month), [manager, month]);
  const { data, isPending, isError, refetch } = useCalendar(trocId, range);
  if (data) {
    return (
      <PeriodForm
        trocId={trocId}
        item={data.item}
        onCreated={onCreated}
        close={close}
        picked={{ startDate, endDate }}
      />
    );
  }
  return (
    <ListState
      status={isPending ? 'loading' : isError ? 'failed' : 'ready'}
      onRetry={() => void refetch()}
      failedTitle={c.loadFailed}
      loadingView={
        <div role="status" aria-live="polite">
          <span className="troc-sr-only">{m.loading}</span>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      }
    />
  );
}

function PeriodForm({
  trocId,
  item,
  onCreated,
  close,
  picked,
}: {
  trocId: number;
  item: CalendarItem;
  onCreated?: CalendarPeriodModalProps['onCreated'];
  close: () => void;
  picked: { startDate?: Day; endDate?: Day };
}) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [conflict, setConflict] = useState<string | null>(null);
  const manager = item.currentManager;
  const today = parisDay();
  const type = Form.useWatch('type', form);
  const startDate = Form.useWatch('startDate', form);
  const maintenance = type === CalendarPeriodType.Maintenance;
  const full = useMemo(() => new Set(item.reverse_slots), [item]);
  const ctx = { manager, today, window: item.availability, total: item.total };

  const rule = (field: (typeof FIELDS)[number]) => ({
    validator: () => {
      const found = validateCalendarPeriod(checked(form.getFieldsValue(true)), ctx).errors[field];
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });
  // Complete days, past days for a requester, days outside the listing's window for a reservation.
  const disabledDate = (date: Dayjs) => {
    const day = toDay(date);
    return full.has(day) || (!manager && day < today) || (!maintenance && outsideWindow(day, item.availability));
  };

  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    setConflict(null);
    let created: CalendarPeriodCreated;
    try {
      created = await createCalendarPeriod(trocId, toInput(values, manager));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setConflict(error.message);
        return undefined;
      }
      throw error;
    }
    void client.invalidateQueries({ queryKey: calendarKeys.troc(trocId) });
    // A request is an exchange under way: the listing's buttons change when it is next read.
    if (!manager) void client.invalidateQueries({ queryKey: listingKeys.all, refetchType: 'none' });
    close();
    // A loan request goes on in its exchange's thread.
    if (!manager && created.redirect) navigate(safeRedirect(created.redirect));
    onCreated?.(created);
    return created;
  });

  const datePicker = (field: 'startDate' | 'endDate', label: string) => (
    <Form.Item
      name={field}
      label={label}
      required
      rules={[rule(field)]}
      dependencies={field === 'endDate' ? ['startDate', 'type'] : ['type']}
      extra={field === 'startDate' ? m.dateHelp : undefined}
    >
      <DatePicker
        format={FORMAT}
        placeholder={m.datePlaceholder}
        disabledDate={disabledDate}
        defaultPickerValue={field === 'endDate' ? (startDate ?? undefined) : undefined}
        style={{ width: '100%' }}
      />
    </Form.Item>
  );

  return (
    <>
      <Typography.Paragraph type="secondary">{manager ? m.introAdd : m.introBook}</Typography.Paragraph>
      <DialogForm<Values>
        form={form}
        name="calendar_modale_form"
        layout="vertical"
        initialValues={{
          type: manager ? CalendarPeriodType.Reservation : undefined,
          requestedQuantity: manager ? undefined : 1,
          startDate: picked.startDate ? dayjs(picked.startDate) : undefined,
          endDate: picked.endDate ? dayjs(picked.endDate) : undefined,
        }}
        onFinish={submit}
        onValuesChange={() => setConflict(null)}
        noValidate
      >
        <FormErrors messages={errors} />
        {conflict ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={m.conflictTitle}
            description={conflict}
            style={{ marginBottom: 24 }}
          />
        ) : null}
        {manager ? (
          <Form.Item name="type" label={m.type} required rules={[rule('type')]}>
            <Radio.Group
              options={Object.values(CalendarPeriodType).map((value) => ({ value, label: fr.calendar.types[value] }))}
            />
          </Form.Item>
        ) : null}
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            {datePicker('startDate', m.startDate)}
          </Col>
          <Col xs={24} sm={12}>
            {datePicker('endDate', m.endDate)}
          </Col>
        </Row>
        {item.total > 1 ? (
          <Form.Item
            name="requestedQuantity"
            label={m.requestedQuantity}
            rules={[rule('requestedQuantity')]}
            extra={t(maintenance ? m.quantityMaintenanceHelp : m.quantityHelp, { total: item.total })}
          >
            <InputNumber min={1} max={item.total} precision={0} />
          </Form.Item>
        ) : null}
        <Form.Item name="itemUsage" label={m.itemUsage} rules={[rule('itemUsage')]} extra={m.itemUsageHelp}>
          <Input.TextArea rows={2} maxLength={LIMITS.calendar.usageMax} showCount />
        </Form.Item>
        {manager ? null : (
          <Form.Item name="message" label={m.message} rules={[rule('message')]} extra={m.messageHelp}>
            <Input.TextArea rows={3} maxLength={LIMITS.message.max} showCount />
          </Form.Item>
        )}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={submitting}>
            {m.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {manager ? m.save : m.send}
          </Button>
        </Flex>
      </DialogForm>
    </>
  );
}
