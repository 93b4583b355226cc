import { Col, Divider, Form, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { fr, listingFieldLabels } from '@troc/shared';
import { FormErrors, SaveBar, useFormSubmit, useModals } from '@troc/ui';
import { m, personName } from '../../common/labels';
import { saveListingForm } from '../api';
import { useWriteSlug } from '../draft';
import { useDirtyTracking, useSaveHandle, type EditFormProps } from '../editForm';
import { sharedRule } from '../sharedRule';
import { AudienceFields } from './AudienceFields';
import { ManagerSelect } from './ManagerSelect';
import {
  MANAGE_FIELDS,
  manageInitialValues,
  managePayload,
  validateManage,
  type ManageFormValues,
} from './manageValues';
import { useManagerId, useOrganisationServices } from './members';
import { PriceFields } from './PriceFields';
import { AvailabilityFields, ServiceSelect } from './ServiceFields';

const g = m.manage;

/** The manage form: who sees the listing, on what terms, who handles it and when it is available. */
export function ManageForm(props: EditFormProps & { pharmacy: boolean }) {
  const managerId = useManagerId(props.listing);
  // The form starts once the manager is known, so its first state is the saved one.
  if (managerId === undefined) return <Skeleton active />;
  return <ManageFormBody {...props} managerId={managerId} />;
}

function ManageFormBody(props: EditFormProps & { pharmacy: boolean; managerId: number | null }) {
  const { listing, readOnly, pharmacy, managerId, onSaved } = props;
  const [form] = Form.useForm<ManageFormValues>();
  const { open } = useModals();
  const services = useOrganisationServices();
  // The first state of the form; its own saves reset it afterwards (the page is keyed by slug).
  const [initial] = useState(() => manageInitialValues(listing, managerId));
  const tracking = useDirtyTracking(form, initial, managePayload, props, MANAGE_FIELDS);
  const rule = (field: string) => sharedRule(field, () => validateManage(form.getFieldsValue(true)));
  const labels = listingFieldLabels(pharmacy);
  const managerName = personName(listing.manager);

  const writeSlug = useWriteSlug(listing.slug);
  const { submit, submitting, errors } = useFormSubmit(form, MANAGE_FIELDS, async (values: ManageFormValues) => {
    const view = await saveListingForm(await writeSlug(), 'manage', managePayload(values));
    tracking.reset(manageInitialValues(view, values.manager ?? null));
    tracking.setSaved(true);
    onSaved(view);
    return view;
  });
  useSaveHandle(form, submit, props.registerSave);

  return (
    <Form<ManageFormValues>
      form={form}
      name="troc_manage_form"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        // A private listing without invitation cannot be saved (core §5, §8).
        const invitations = errorFields.find((field) => field.name[0] === 'invitations');
        if (invitations?.errors.includes(fr.listing.errors.invitationRequired)) open('invitation-required');
      }}
      onValuesChange={(changed: Partial<ManageFormValues>) => {
        // Price type and price belong to a sale only (core §4).
        if ('swapType' in changed && changed.swapType !== 'Vente') {
          form.setFieldsValue({ itemPriceType: null, rawItemCurrentPrice: null });
        }
        tracking.changed();
      }}
      scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
      aria-label={g.formLabel}
      disabled={readOnly}
      noValidate
    >
      <FormErrors messages={errors} />
      {readOnly ? null : <Typography.Paragraph type="secondary">{m.common.requiredHint}</Typography.Paragraph>}
      <AudienceFields services={services} invitations={listing.invitations} disabled={readOnly} rule={rule} />
      <Divider />
      <PriceFields labels={labels} disabled={readOnly} rule={rule} />
      <Divider />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="manager" label={g.manager} required rules={[rule('manager')]}>
            <ManagerSelect currentName={managerName} disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="service" label={g.service} required rules={[rule('service')]}>
            <ServiceSelect services={services} saved={listing.service} disabled={readOnly} />
          </Form.Item>
        </Col>
      </Row>
      <AvailabilityFields rule={rule} />
      <SaveBar
        hidden={readOnly}
        saving={submitting}
        saved={tracking.saved}
        label={m.common.save}
        savedText={m.common.saved}
      />
    </Form>
  );
}
