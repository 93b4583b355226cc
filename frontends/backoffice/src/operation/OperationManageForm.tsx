import { Col, Divider, Form, Input, Row, Typography } from 'antd';
import { useState } from 'react';
import { LIMITS, fr } from '@troc/shared';
import { FormErrors, SaveBar, useFormSubmit, useModals } from '@troc/ui';
import { m, personName } from '../common/labels';
import { useDirtyTracking } from '../listing-edit/editForm';
import { AudienceFields } from '../listing-edit/manage/AudienceFields';
import { ManagerSelect } from '../listing-edit/manage/ManagerSelect';
import { useOrganisationServices } from '../listing-edit/manage/members';
import { AvailabilityFields, ServiceSelect } from '../listing-edit/manage/ServiceFields';
import { sharedRule } from '../listing-edit/sharedRule';
import { saveOperationForm } from './api';
import type { OperationFormProps } from './editForm';
import { o } from './labels';
import {
  OPERATION_MANAGE_FIELDS,
  operationManagePayload,
  operationManageValues,
  validateOperation,
  type OperationManageFormValues,
} from './manageValues';

/** The operation manage form: its name, who sees it, who handles it and when (the listing's components). */
export function OperationManageForm(props: OperationFormProps) {
  const { operation, readOnly, onSaved } = props;
  const [form] = Form.useForm<OperationManageFormValues>();
  const { open } = useModals();
  const services = useOrganisationServices();
  const [initial] = useState(() => operationManageValues(operation));
  const tracking = useDirtyTracking(form, initial, operationManagePayload, props, OPERATION_MANAGE_FIELDS);
  const rule = (field: string) => sharedRule(field, () => validateOperation(form.getFieldsValue(true)));

  const { submit, submitting, errors } = useFormSubmit(
    form,
    OPERATION_MANAGE_FIELDS,
    async (values: OperationManageFormValues) => {
      const view = await saveOperationForm(operation.slug, 'manage', operationManagePayload(values));
      tracking.reset(operationManageValues(view));
      tracking.setSaved(true);
      onSaved(view);
    },
  );

  return (
    <Form<OperationManageFormValues>
      form={form}
      name="operation_manage_form"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        const invitations = errorFields.find((field) => field.name[0] === 'invitations');
        if (invitations?.errors.includes(fr.listing.errors.invitationRequired)) open('invitation-required');
      }}
      onValuesChange={tracking.changed}
      scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
      aria-label={o.manage.formLabel}
      disabled={readOnly}
      noValidate
    >
      <FormErrors messages={errors} />
      {readOnly ? null : <Typography.Paragraph type="secondary">{o.common.requiredHint}</Typography.Paragraph>}
      <Form.Item name="name" label={o.manage.name} required rules={[rule('name')]}>
        <Input showCount maxLength={LIMITS.operation.nameMax} />
      </Form.Item>
      <Form.Item name="description" label={o.manage.description} required rules={[rule('description')]}>
        <Input.TextArea rows={4} showCount maxLength={LIMITS.operation.descriptionMax} />
      </Form.Item>
      <Divider />
      <AudienceFields services={services} invitations={operation.invitations} disabled={readOnly} rule={rule} />
      <Divider />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="manager" label={o.manage.manager} required rules={[rule('manager')]}>
            <ManagerSelect currentName={personName(operation.manager)} disabled={readOnly} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="service" label={m.manage.service} required rules={[rule('service')]}>
            <ServiceSelect services={services} saved={operation.service} disabled={readOnly} />
          </Form.Item>
        </Col>
      </Row>
      <AvailabilityFields rule={rule} />
      <SaveBar
        hidden={readOnly}
        saving={submitting}
        saved={tracking.saved}
        label={o.common.save}
        savedText={o.common.saved}
      />
    </Form>
  );
}
