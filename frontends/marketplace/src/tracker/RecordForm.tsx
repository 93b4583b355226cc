import { Button, Card, Flex, Form, type FormRule } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ROUTES, validateTrackerRecord, withLocale, type TrackerView } from '@troc/shared';
import { FormErrors, SaveBar, useFormSubmit, useModals } from '@troc/ui';
import { conventionRequired, fetchAllServices, recordTracker, saveTrackerDraft, trackerKeys } from './api';
import { CONVENTION_PANEL_ID } from './ConventionPanel';
import { ui } from './labels';
import { RecordExchangeFields } from './RecordExchangeFields';
import { RecordItemFields } from './RecordItemFields';
import { RecordPlaceFields } from './RecordPlaceFields';
import { initialRecordValues, RECORD_FIELDS, recordPayload, type RecordValues } from './recordValues';
import { useStoreTracker } from './useTrackerAction';

const e = ui.edit;

/**
 * The manager's recording form: a draft keeps any valid subset; recording needs every field and
 * moves the exchange on (the requester may then report the hand-over).
 */
export function RecordForm({ tracker }: { tracker: TrackerView }) {
  const [form] = Form.useForm<RecordValues>();
  const navigate = useNavigate();
  const store = useStoreTracker();
  const { open } = useModals();
  const [initial] = useState(() => initialRecordValues(tracker));
  const [saved, setSaved] = useState(false);
  // Which rules apply: the draft's (what is filled must be valid) or the recording's (everything).
  const complete = useRef(true);
  const hasMember = tracker.user !== null;
  const services = useQuery({ queryKey: trackerKeys.services, queryFn: ({ signal }) => fetchAllServices(signal) });

  const rule = (field: string): FormRule => ({
    validator: () => {
      const values = recordPayload(form.getFieldsValue(true), hasMember);
      const errors = validateTrackerRecord(
        { ...values, user: hasMember ? String(Number.MAX_SAFE_INTEGER) : undefined },
        tracker.quantity,
        { complete: complete.current },
      );
      // Without a member, « choose a taker » belongs to the guest's e-mail.
      const found = errors[field] ?? (field === 'guestEmail' && !hasMember ? errors.user : undefined);
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });

  const record = useFormSubmit(form, RECORD_FIELDS, async (values: RecordValues) => {
    let answer;
    try {
      answer = await recordTracker(tracker.slug, recordPayload(values, hasMember));
    } catch (error) {
      // Refused until the convention is generated (or, signed elsewhere, its document deposited).
      const message = conventionRequired(error);
      if (!message) throw error;
      open('convention-required', { message, panelId: CONVENTION_PANEL_ID });
      return;
    }
    store(answer.tracker);
    navigate(withLocale(ROUTES.trackerSummary(tracker.slug)), { state: { notice: e.recorded } });
  });
  const draft = useFormSubmit(form, RECORD_FIELDS, async (values: RecordValues) => {
    const answer = await saveTrackerDraft(tracker.slug, recordPayload(values, hasMember));
    store(answer.tracker);
    setSaved(true);
  });

  const saveDraft = async () => {
    complete.current = false;
    try {
      await form.validateFields({ recursive: true });
    } catch {
      return;
    } finally {
      complete.current = true;
    }
    await draft.submit(form.getFieldsValue(true));
  };

  return (
    <Form<RecordValues>
      form={form}
      name="tracker_record_form"
      layout="vertical"
      initialValues={initial}
      onFinish={record.submit}
      onValuesChange={() => setSaved(false)}
      aria-label={e.formLabel}
      noValidate
    >
      <Flex vertical gap={16}>
        <FormErrors messages={[...draft.errors, ...record.errors]} />
        <Card title={<h2 className="troc-tracker-title">{e.details}</h2>}>
          <RecordItemFields services={services.data} rule={rule} />
        </Card>
        <Card title={<h2 className="troc-tracker-title">{e.manage}</h2>}>
          <RecordExchangeFields tracker={tracker} rule={rule} />
          <RecordPlaceFields form={form} saved={tracker.address} rule={rule} />
        </Card>
        <Flex gap={16} align="center" wrap>
          <Button onClick={() => void saveDraft()} loading={draft.submitting} disabled={record.submitting}>
            {e.saveDraft}
          </Button>
          <SaveBar saving={record.submitting} saved={saved} label={e.record} savedText={e.draftSaved} />
        </Flex>
      </Flex>
    </Form>
  );
}
