import { Alert, Button, Card, Col, Descriptions, Flex, Form, Input, Row, Select, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  LIMITS,
  ROUTES,
  fr,
  formatServiceName,
  withLocale,
  type CurrentUser,
  type ProfileUpdateRequest,
} from '@troc/shared';
import {
  EstablishmentSelects,
  FormErrors,
  rules,
  useCityLookup,
  useFormSubmit,
  usePageTitle,
  useSession,
} from '@troc/ui';
import { saveProfile } from './api';

const p = fr.ui.profile;
const L = LIMITS.profile;
const FIELDS = ['firstName', 'lastName', 'postalCode', 'city', 'cityCode', 'registrationNote'] as const;

type Values = ProfileUpdateRequest & { cityCode?: string };

const initialValues = (user: CurrentUser): Partial<Values> => ({
  firstName: user.firstname,
  lastName: user.lastname,
  postalCode: user.postalCode ?? '',
  city: user.city ?? undefined,
  registrationNote: user.registrationNote ?? '',
  establishmentValue: user.establishmentValue ?? null,
});

/** The signed-in user's own profile: names, commune (found from the postal code) and note. */
export function ProfilePage() {
  usePageTitle(p.title);
  const { user, setUser } = useSession();
  const [form] = Form.useForm<Values>();
  const postalCode = Form.useWatch('postalCode', form);
  const { cities, searching } = useCityLookup(postalCode);
  const [saved, setSaved] = useState<string | null>(null);
  const {
    submit,
    submitting: saving,
    errors,
  } = useFormSubmit(form, FIELDS, async (values: Values) => {
    setSaved(null);
    const answer = await saveProfile(values);
    setUser(answer.user);
    setSaved(answer.message);
  });

  // The shell only mounts this page for a signed-in user.
  useEffect(() => {
    if (user) form.setFieldsValue(initialValues(user));
  }, [user, form]);

  if (!user) return null;

  const cityOptions = cities.map((city) => ({ value: city.value, label: city.value, code: city.data }));
  const noCity = !searching && (postalCode ?? '').length === L.postalCodeLength && cities.length === 0;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="baseline" wrap gap={12}>
        <Typography.Title level={1}>{p.title}</Typography.Title>
        <Link to={withLocale(ROUTES.publicProfile(user.slug))}>{p.publicLink}</Link>
      </Flex>
      <Typography.Paragraph type="secondary">{p.intro}</Typography.Paragraph>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={9}>
          <Card title={p.account}>
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'email', label: p.email, children: user.email },
                { key: 'organisation', label: p.organisation, children: user.organisation.name },
                {
                  key: 'service',
                  label: p.service,
                  children: user.service ? formatServiceName(user.service.name) : fr.fallback.notProvided,
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={15}>
          <Card>
            <FormErrors messages={errors} />
            {saved ? <Alert type="success" showIcon title={saved} role="status" style={{ marginBottom: 16 }} /> : null}
            <Form form={form} name="profile_form" layout="vertical" onFinish={submit} noValidate>
              <Row gutter={16}>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="firstName"
                    label={p.firstName}
                    rules={[rules.required(), ...rules.length(L.nameMin, L.nameMax)]}
                  >
                    <Input autoComplete="given-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={12}>
                  <Form.Item
                    name="lastName"
                    label={p.lastName}
                    rules={[rules.required(), ...rules.length(L.nameMin, L.nameMax)]}
                  >
                    <Input autoComplete="family-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={8}>
                  <Form.Item
                    name="postalCode"
                    label={p.postalCode}
                    rules={[rules.required(), { pattern: /^\d{5}$/, message: fr.validation.postalCode }]}
                  >
                    <Input inputMode="numeric" maxLength={L.postalCodeLength} autoComplete="postal-code" />
                  </Form.Item>
                </Col>
                <Col xs={24} sm={16}>
                  <Form.Item
                    name="city"
                    label={p.city}
                    rules={[rules.required()]}
                    help={searching ? p.citySearching : noCity ? fr.profile.cityUnknown : undefined}
                  >
                    <Select
                      options={cityOptions}
                      placeholder={p.cityPlaceholder}
                      loading={searching}
                      showSearch
                      notFoundContent={null}
                      onChange={(_, option) =>
                        form.setFieldValue('cityCode', Array.isArray(option) ? undefined : option?.code)
                      }
                    />
                  </Form.Item>
                  <Form.Item name="cityCode" hidden>
                    <input type="hidden" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="registrationNote"
                label={p.registrationNote}
                extra={p.registrationNoteHelp}
                rules={[rules.required(), ...rules.length(L.registrationNoteMin, L.registrationNoteMax)]}
              >
                <Input.TextArea rows={4} showCount maxLength={L.registrationNoteMax} />
              </Form.Item>
              <Typography.Title level={2} style={{ fontSize: 16 }}>
                {fr.establishment.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary">{fr.establishment.help}</Typography.Paragraph>
              {/* Optional: the site of the establishment directory the user belongs to (supporting §2). */}
              <Form.Item name="establishmentValue" noStyle>
                <EstablishmentSelects />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {p.save}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
