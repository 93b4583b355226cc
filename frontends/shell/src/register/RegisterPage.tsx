import { Button, Card, Flex, Form, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import {
  PROCONNECT_PARAM,
  PROCONNECT_STEP,
  REGISTRATION_STEPS,
  ROUTES,
  fr,
  visibleOrganismNameField,
  withLocale,
  type RegisterRequest,
} from '@troc/shared';
import {
  FormErrors,
  PageSpinner,
  applyValidationError,
  isValidationError,
  usePageTitle,
  useSession,
  type ValidationError,
} from '@troc/ui';
import { register } from '../pages/api';
import { IdentityStep } from './IdentityStep';
import { NewPasswordFields } from '../forms/NewPasswordFields';
import { ProConnectButton, proconnectEnabled } from '../proconnect/ProConnectButton';
import { ProConnectRegisterCard } from '../proconnect/ProConnectRegisterCard';

const r = fr.ui.register;
const ALL_FIELDS = REGISTRATION_STEPS.flatMap((step) => [...step.fields]);
const stepOf = (path: string) =>
  REGISTRATION_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(path));

type Values = RegisterRequest;

/** Only the name field of the chosen organism type is sent. */
export function toRegisterRequest(values: Values): RegisterRequest {
  const { organismType, organismIdentifier } = values.identity.organism;
  const nameField = visibleOrganismNameField(organismType);
  return {
    identity: {
      organism: {
        organismType,
        ...(nameField ? { [nameField]: values.identity.organism[nameField] ?? '' } : {}),
        ...(organismIdentifier ? { organismIdentifier } : {}),
      },
      lastName: values.identity.lastName,
      firstName: values.identity.firstName,
      email: values.identity.email,
    },
    password: values.password,
  };
}

/** registration_form in two steps, identity then password, each with its own submit button. */
export function RegisterPage() {
  usePageTitle(r.title);
  const [form] = Form.useForm<Values>();
  const { user, loading, setUser } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [formErrors, setFormErrors] = useState<string[]>([]);
  // Server errors wait until the step holding their fields is on screen.
  const [pending, setPending] = useState<ValidationError | null>(null);
  const [params] = useSearchParams();
  const throughProConnect = params.get(PROCONNECT_PARAM) === PROCONNECT_STEP.register;

  useEffect(() => {
    if (!pending) return;
    setFormErrors(applyValidationError(form, pending, ALL_FIELDS));
    setPending(null);
  }, [pending, step, form]);

  if (loading) return <PageSpinner />;
  if (user && !submitting) return <Navigate to={withLocale(ROUTES.home)} replace />;

  if (throughProConnect) {
    return (
      <Flex vertical gap={16} className="troc-narrow">
        <Typography.Title level={1}>{r.title}</Typography.Title>
        <ProConnectRegisterCard />
      </Flex>
    );
  }

  // onFinish runs once the mounted fields (this step's, and the visible organism name) are valid.
  const next = () => {
    setFormErrors([]);
    setStep(1);
  };

  const submit = async () => {
    setSubmitting(true);
    setFormErrors([]);
    try {
      const answer = await register(toRegisterRequest(form.getFieldsValue(true)));
      setUser(answer.user);
      navigate(withLocale(ROUTES.home), { replace: true });
    } catch (error) {
      if (isValidationError(error)) {
        const steps = error.fieldErrors.map((field) => stepOf(field.path)).filter((s) => s >= 0);
        if (steps.length > 0) setStep(Math.min(...steps));
        setPending(error);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Flex vertical gap={16} className="troc-narrow">
      <Typography.Title level={1}>{r.title}</Typography.Title>
      {step === 0 && proconnectEnabled() ? <ProConnectButton /> : null}
      <Steps current={step} items={[{ title: r.stepIdentity }, { title: r.stepPassword }]} size="small" />
      <Card>
        {step === 0 ? <Typography.Paragraph type="secondary">{r.intro}</Typography.Paragraph> : null}
        <FormErrors messages={formErrors} />
        <Form
          form={form}
          name="registration_form"
          layout="vertical"
          requiredMark="optional"
          noValidate
          // Values of the step not on screen are kept.
          preserve
          onFinish={step === 0 ? next : submit}
        >
          {step === 0 ? (
            <IdentityStep />
          ) : (
            <NewPasswordFields passwordLabel={r.password} confirmLabel={r.confirmPassword} />
          )}
          <Flex justify={step === 0 ? 'end' : 'space-between'} gap={12}>
            {step === 1 ? (
              <Button onClick={() => setStep(0)} disabled={submitting}>
                {r.back}
              </Button>
            ) : null}
            <Button
              type="primary"
              htmlType="submit"
              loading={submitting}
              name={step === 0 ? 'identity[submit]' : 'password[submit]'}
            >
              {step === 0 ? r.continue : r.submit}
            </Button>
          </Flex>
        </Form>
      </Card>
      <Typography.Text>
        {r.hasAccount} <Link to={withLocale(ROUTES.login)}>{r.login}</Link>
      </Typography.Text>
    </Flex>
  );
}
