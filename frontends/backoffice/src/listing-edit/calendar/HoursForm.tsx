import { Button, Form, TimePicker, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { fr, type CalendarItem, validateCalendarHours } from '@troc/shared';
import { FormErrors, useFormSubmit } from '@troc/ui';
import { useSaveCalendarHours } from './api';

const h = fr.ui.calendar.hours;
const FIELDS = ['timeStart', 'timeEnd'] as const;

interface Values {
  timeStart?: Dayjs | null;
  timeEnd?: Dayjs | null;
}

const hour = (value: Dayjs | null | undefined) => (value ? value.format('HH:mm') : '');
const fromHour = (value: string | null) => (value ? dayjs(value, 'HH:mm') : null);

/** The hand-over hours of a loan listing's calendar: both optional, checked as the server does. */
export function HoursForm({
  trocId,
  item,
  onDone,
}: {
  trocId: number;
  item: Pick<CalendarItem, 'time_start' | 'time_end'>;
  onDone: (text: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  const save = useSaveCalendarHours(trocId);
  useEffect(() => {
    form.setFieldsValue({ timeStart: fromHour(item.time_start), timeEnd: fromHour(item.time_end) });
  }, [form, item.time_start, item.time_end]);
  const rule = (field: (typeof FIELDS)[number]) => ({
    validator: () => {
      const values = form.getFieldsValue(true) as Values;
      const found = validateCalendarHours({ timeStart: hour(values.timeStart), timeEnd: hour(values.timeEnd) }).errors[
        field
      ];
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    const saved = await save({ timeStart: hour(values.timeStart), timeEnd: hour(values.timeEnd) });
    onDone(h.saved);
    return saved;
  });

  return (
    <section aria-labelledby="calendar-hours-title">
      <Typography.Title level={3} id="calendar-hours-title" style={{ fontSize: 16 }}>
        {h.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{h.intro}</Typography.Paragraph>
      <Form
        form={form}
        layout="inline"
        name="calendar_hours_form"
        onFinish={submit}
        aria-labelledby="calendar-hours-title"
      >
        <FormErrors messages={errors} />
        <Form.Item name="timeStart" label={h.start} rules={[rule('timeStart')]}>
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
        </Form.Item>
        <Form.Item name="timeEnd" label={h.end} rules={[rule('timeEnd')]} dependencies={['timeStart']}>
          <TimePicker format="HH:mm" minuteStep={5} needConfirm={false} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit" loading={submitting}>
            {h.save}
          </Button>
        </Form.Item>
      </Form>
    </section>
  );
}
