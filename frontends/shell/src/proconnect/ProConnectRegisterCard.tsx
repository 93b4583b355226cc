import { Alert, Button, Card, Flex, Form, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  fr,
  ROUTES,
  t,
  visibleOrganismNameField,
  withLocale,
  type ProConnectPending,
  type RegisterRequest,
} from '@troc/shared';
import { proconnectUi } from '@troc/shared/messages/ui-proconnect';
import { ApiError, applyValidationError, FormErrors, isValidationError, PageSpinner, useSession } from '@troc/ui';
import { OrganismFields } from '../register/OrganismFields';
import { cancelPending, fetchPending, registerWithProConnect } from './api';

const p = proconnectUi.register;
const FIELDS = [
  'identity.organism.organismType',
  'identity.organism.rnaName',
  'identity.organism.sireneName',
  'identity.organism.gouvName',
];

type Values = Pick<RegisterRequest, 'identity'>;

/** The directory's entry of the SIRET fills the organisation step when it is known. */
const initialValues = (pending: ProConnectPending) => {
  const organism = pending.organism;
  const nameField = organism ? visibleOrganismNameField(organism.organismType) : null;
  return {
    identity: {
      organism: organism
        ? { organismType: organism.organismType, organismIdentifier: organism.identifier, [nameField!]: organism.name }
        : {},
    },
  };
};

/**
 * The organisation step of a registration through ProConnect: name and address come from ProConnect,
 * no password is asked; the terms of use follow at first sign-in (validate-cgu).
 */
export function ProConnectRegisterCard() {
  const [form] = Form.useForm<Values>();
  const { setUser } = useSession();
  const navigate = useNavigate();
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const pending = useQuery({ queryKey: ['proconnect', 'pending'], queryFn: fetchPending, retry: false, gcTime: 0 });

  if (pending.isPending) return <PageSpinner />;
  if (pending.isError || pending.data.kind !== 'register') {
    return (
      <Alert
        type="warning"
        showIcon
        title={fr.proconnect.errors.title}
        description={fr.proconnect.errors.pendingExpired}
      />
    );
  }

  const submit = async () => {
    setSubmitting(true);
    setErrors([]);
    const { organismType, organismIdentifier, ...names } = form.getFieldsValue(true).identity.organism;
    const nameField = visibleOrganismNameField(organismType);
    try {
      const answer = await registerWithProConnect({
        identity: {
          organism: {
            organismType,
            ...(nameField ? { [nameField]: names[nameField] ?? '' } : {}),
            ...(organismIdentifier ? { organismIdentifier } : {}),
          },
        },
      });
      setUser(answer.user);
      navigate(withLocale(ROUTES.home), { replace: true });
    } catch (error) {
      if (isValidationError(error)) setErrors(applyValidationError(form, error, FIELDS));
      else if (error instanceof ApiError) setErrors([error.message]);
    } finally {
      setSubmitting(false);
    }
  };
  const cancel = async () => {
    await cancelPending();
    navigate(withLocale(ROUTES.login), { replace: true });
  };

  return (
    <Card>
      <Alert
        type="info"
        showIcon
        title={t(p.notice, { email: pending.data.email, siret: pending.data.siret })}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph>
        {pending.data.firstName} {pending.data.lastName} — {pending.data.email}
      </Typography.Paragraph>
      <FormErrors messages={errors} />
      <Form
        form={form}
        name="registration_form"
        layout="vertical"
        requiredMark="optional"
        noValidate
        initialValues={initialValues(pending.data)}
        onFinish={submit}
      >
        <OrganismFields />
        <Flex justify="space-between" gap={12} wrap>
          <Button onClick={cancel} disabled={submitting}>
            {p.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting} name="identity[submit]">
            {p.submit}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
