import { Alert, Button, DatePicker, Flex, Form, Input, InputNumber, Modal, Select, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import {
  API,
  fr,
  t,
  PROMOTION_MAX,
  PROMOTION_MIN,
  formatEuros,
  promotionOf,
  readNumber,
  shouldSubmitMassEdit,
  SwapType,
  validateMassEdit,
  levelOfVisibility,
  VISIBILITY_ORDER,
  visibilityOfLevel,
  type Visibility,
  type ListingManagerCard,
  type MassEditValues,
} from '@troc/shared';
import { AutocompleteInput, DialogForm } from '@troc/ui';
import type { MemberOption } from '../../listing-edit/api';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';
import { massActionUi } from '@troc/shared/messages/ui-mass-action';

const m = massActionUi;
const f = m.fields;

/** What the promotion's preview reads of a selected listing. */
export type PreviewListing = Pick<ListingManagerCard, 'id' | 'name' | 'swapType' | 'rawItemCurrentPrice'>;

export interface MassEditModalProps {
  open: boolean;
  /** How many listings the edit will touch. */
  count: number;
  /** The selected listings the page holds: the promotion is previewed on them. */
  listings?: readonly PreviewListing[];
  submitting?: boolean;
  /** The server's message when the edit could not start (shown above the buttons). */
  error?: string | null;
  onSubmit: (values: MassEditValues) => void;
  onClose: () => void;
}

/** The pickers show dd/mm/yyyy; the form keeps the day as the server reads it, YYYY-MM-DD. */
const ISO_DAY = {
  getValueProps: (value: unknown) => ({ value: typeof value === 'string' && value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined),
};

/** The filled values only, as the form sends them (the rest is left as it is on each listing). */
export function massEditValues(raw: Record<string, unknown>): MassEditValues {
  const values: MassEditValues = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    values[key as keyof MassEditValues] = value;
  }
  return values;
}

/**
 * Decides what the modal does with its values (supporting §5): null when it just closes (not more
 * than one form value filled, the selection counting as one), else the field errors (empty: submit).
 */
export function massEditDecision(values: MassEditValues): Record<string, string[]> | null {
  if (!shouldSubmitMassEdit({ selection: 'selection', ...values })) return null;
  return validateMassEdit(values);
}

/** The mass edit modal (supporting §2, §3 Mass edit form fields, §5). */
export function MassEditModal({
  open,
  count,
  listings = [],
  submitting,
  error,
  onSubmit,
  onClose,
}: MassEditModalProps) {
  const [form] = Form.useForm<Record<string, unknown>>();
  const promotion = Form.useWatch('promotion', form) as unknown;
  /** The name last picked: typing anything else drops the hidden user reference. */
  const picked = useRef<string | null>(null);

  const submit = () => {
    const values = massEditValues(form.getFieldsValue());
    const errors = massEditDecision(values);
    if (errors === null) {
      onClose();
      return;
    }
    const fields = Object.entries(errors);
    form.setFields(
      Object.keys(f).map((name) => ({ name, errors: errors[name] ?? [] })) as Parameters<typeof form.setFields>[0],
    );
    if (fields.length === 0) onSubmit(values);
  };

  return (
    <Modal open={open} title={m.editTitle} onCancel={onClose} footer={null} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t(m.selected, { count })}</Typography.Paragraph>
      <DialogForm form={form} layout="vertical" preserve={false} onFinish={submit}>
        <Form.Item name="swapType" label={f.swapType}>
          <Select
            allowClear
            options={Object.values(SwapType).map((value) => ({ value, label: fr.listing.swapTypes[value] }))}
          />
        </Form.Item>
        <Form.Item name="userName" label={f.userName} htmlFor="mass-edit-user">
          <AutocompleteInput<MemberOption>
            id="mass-edit-user"
            source={API.organisationMembers}
            placeholder={m.userPlaceholder}
            onChange={(value) => {
              if (value !== picked.current) form.setFieldValue('user', undefined);
            }}
            onPick={(item) => {
              picked.current = item.value;
              form.setFieldValue('user', item.data);
            }}
          />
        </Form.Item>
        <Form.Item name="user" hidden>
          <Input type="hidden" />
        </Form.Item>
        {/* One level, recorded with what the interlocks make it imply (as the listing's own form). */}
        <Form.Item
          name="visibility"
          label={f.visibility}
          getValueProps={(value: unknown) => ({
            value: Array.isArray(value) ? (levelOfVisibility(value as Visibility[]) ?? undefined) : undefined,
          })}
          normalize={(level: Visibility | undefined) => (level ? visibilityOfLevel(level) : undefined)}
        >
          <Select
            allowClear
            options={VISIBILITY_ORDER.map((value) => ({ value, label: fr.listing.visibilities[value] }))}
          />
        </Form.Item>
        <Flex gap={12}>
          {(['availabilityStartDate', 'availabilityEndDate'] as const).map((name) => (
            <Form.Item key={name} name={name} label={f[name]} style={{ flex: 1 }} {...ISO_DAY}>
              <DatePicker
                format="DD/MM/YYYY"
                placeholder={listingManagementUi.details.datePlaceholder}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ))}
        </Flex>
        <Form.Item name="promotion" label={f.promotion} extra={m.promotionHelp}>
          <InputNumber
            min={PROMOTION_MIN}
            max={PROMOTION_MAX}
            step={1}
            precision={2}
            decimalSeparator=","
            style={{ width: 160 }}
          />
        </Form.Item>
        <PromotionPreview promotion={promotion} listings={listings} count={count} />
        <Flex gap={12}>
          <Form.Item name="postal" label={f.postal} style={{ flex: 1 }}>
            <Input inputMode="numeric" maxLength={5} />
          </Form.Item>
          <Form.Item name="city" label={f.city} style={{ flex: 2 }}>
            <Input />
          </Form.Item>
        </Flex>
        {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBlockEnd: 16 }} /> : null}
        <Flex justify="end" gap="small">
          <Button onClick={onClose}>{m.cancel}</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {m.submit}
          </Button>
        </Flex>
      </DialogForm>
    </Modal>
  );
}

/**
 * Old → new sale price of each selected listing for the typed promotion, by the rule the server
 * applies (shared promotionOf); a listing the promotion would not lower says why.
 */
export function PromotionPreview({
  promotion,
  listings,
  count,
}: {
  promotion: unknown;
  listings: readonly PreviewListing[];
  count: number;
}) {
  const percent = readNumber(promotion);
  if (percent === null || Number.isNaN(percent) || percent < PROMOTION_MIN || percent > PROMOTION_MAX) return null;
  if (listings.length === 0) return null;
  return (
    <section aria-label={m.preview.title} style={{ marginBlockEnd: 16 }}>
      <Typography.Text strong>{m.preview.title}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 18, maxHeight: 180, overflowY: 'auto' }}>
        {listings.map((listing) => {
          const cents = listing.rawItemCurrentPrice === null ? null : Math.round(listing.rawItemCurrentPrice * 100);
          const outcome = promotionOf({ swapType: listing.swapType, currentPriceCents: cents }, percent);
          return (
            <li key={listing.id}>
              {outcome.ok ? (
                <>
                  {listing.name} : {formatEuros(cents! / 100)} →{' '}
                  <strong>{formatEuros(outcome.priceCents / 100)}</strong>
                </>
              ) : (
                <Typography.Text type="danger">
                  {listing.name} : {m.preview.refused} — {outcome.message}
                </Typography.Text>
              )}
            </li>
          );
        })}
      </ul>
      {listings.length < count ? (
        <Typography.Text type="secondary">{t(m.preview.partial, { shown: listings.length, count })}</Typography.Text>
      ) : null}
    </section>
  );
}
