import { Card, Form, Input, InputNumber, Radio, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  fr,
  LIMITS,
  t,
  validateRegularisation,
  type ListingExchangeInfo,
  type ListingView,
  type PersonSuggestion,
  type RegularisationRequest,
  type SwapType,
} from '@troc/shared';
import { AutocompleteInput, FormErrors, safeRedirect, SaveBar, useFormSubmit } from '@troc/ui';
import { regularize, USERS_AUTOCOMPLETE } from './api';
import { GuestFields } from './GuestFields';
import { ui } from './labels';

const r = ui.regularize;
// A refused member (« user ») is said above the form: its field here is the name typed.
const FIELDS = ['quantity', 'guestEmail', 'guestOrganismName', 'guestServiceName', 'message'] as const;

interface Values {
  quantity?: number | null;
  kind: 'member' | 'guest';
  userName?: string;
  guestEmail?: string;
  guestOrganismType?: string;
  guestOrganismName?: string;
  guestServiceName?: string;
  message?: string;
}

function toRequest(values: Values, user: PersonSuggestion | null): RegularisationRequest {
  const request: RegularisationRequest = { quantity: values.quantity ?? '' };
  if (values.kind === 'member') {
    if (user) request.user = user.data;
  } else {
    request.guestEmail = values.guestEmail?.trim() ?? '';
    if (values.guestOrganismType) request.guestOrganismType = values.guestOrganismType;
    if (values.guestOrganismName?.trim()) request.guestOrganismName = values.guestOrganismName.trim();
    if (values.guestServiceName?.trim()) request.guestServiceName = values.guestServiceName.trim();
  }
  if (values.message?.trim()) request.message = values.message.trim();
  return request;
}

/** Quantity, a member found by name or e-mail or a guest, and a message for the thread. */
export function RegularisationForm({ listing, exchange }: { listing: ListingView; exchange: ListingExchangeInfo }) {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const [user, setUser] = useState<PersonSuggestion | null>(null);
  const kind = Form.useWatch('kind', form) ?? 'member';
  const swapType = (listing.publicSwapType ?? listing.swapType ?? null) as SwapType | null;
  const bounds = exchange.quantity;

  const rule = (field: string): FormRule => ({
    validator: () => {
      const errors = validateRegularisation(toRequest(form.getFieldsValue(true), user), bounds, swapType);
      const found = errors[field] ?? (field === 'guestEmail' ? errors.user : undefined);
      return found?.length ? Promise.reject(new Error(found[0])) : Promise.resolve();
    },
  });

  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    const answer = await regularize(listing.slug, toRequest(values, user));
    navigate(safeRedirect(answer.redirect));
  });

  return (
    <Card>
      <Form<Values>
        form={form}
        name="regularisation_form"
        layout="vertical"
        initialValues={{ kind: 'member', quantity: bounds.fixed ? bounds.max : bounds.min }}
        onFinish={submit}
        aria-label={r.formLabel}
        noValidate
      >
        <FormErrors messages={errors} />
        <Form.Item
          name="quantity"
          label={`${r.quantity} (${fr.listing.unitForms[listing.unit][1]})`}
          required
          rules={[rule('quantity')]}
          extra={
            bounds.fixed
              ? t(ui.reserve.quantityFixed, { quantity: bounds.max })
              : t(ui.reserve.quantityHelp, { min: bounds.min, max: bounds.max, remaining: bounds.remaining })
          }
        >
          <InputNumber min={bounds.min} max={bounds.max} precision={0} disabled={bounds.fixed} />
        </Form.Item>
        <Form.Item name="kind" label={r.takerKind}>
          <Radio.Group
            options={[
              { value: 'member', label: r.member },
              { value: 'guest', label: r.guest },
            ]}
          />
        </Form.Item>
        {kind === 'member' ? (
          <Form.Item name="userName" label={r.user} required rules={[rule('user')]} extra={r.userPlaceholder}>
            <AutocompleteInput<PersonSuggestion>
              source={USERS_AUTOCOMPLETE}
              onChange={(text) => setUser((chosen) => (chosen && chosen.value === text ? chosen : null))}
              onPick={setUser}
              renderOption={(item) => (
                <div>
                  <strong>{item.value}</strong>
                  <br />
                  <Typography.Text type="secondary">
                    {item.value_alt ? `${item.value_alt} — ` : ''}
                    {item.organism_name}
                  </Typography.Text>
                </div>
              )}
            />
          </Form.Item>
        ) : (
          <GuestFields swapType={swapType} rule={rule} />
        )}
        {user && kind === 'member' ? (
          <Typography.Paragraph role="status">
            {t(r.userChosen, { name: `${user.value} (${user.organism_name})` })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item name="message" label={r.message}>
          <Input.TextArea rows={3} showCount maxLength={LIMITS.message.max} />
        </Form.Item>
        <SaveBar saving={submitting} saved={false} label={r.submit} />
      </Form>
    </Card>
  );
}
