import { Alert as Notice, Button, Checkbox, Flex, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import {
  fr,
  RequestType,
  ROUTES,
  SwapType,
  t,
  withLocale,
  type AlertCreateRequest,
  type CategoryNode,
  type SearchValues,
} from '@troc/shared';
import {
  ButtonLink,
  DialogForm,
  FormErrors,
  PageSpinner,
  useCategoryTree,
  useFormSubmit,
  type ModalBodyProps,
} from '@troc/ui';
import { createAlert } from './api';

const ui = fr.alert.ui;
const errors = fr.alert.errors;
type AlertForm = AlertCreateRequest['alert_form'];
const FIELDS = ['requestType', 'swapType', 'category', 'city', 'departement', 'region', 'keyword', 'distance'].map(
  (f) => `alert_form.${f}`,
);

declare module '@troc/ui' {
  interface ModalPropsByKind {
    'save-alert': SaveAlertModalProps;
  }
}

export interface SaveAlertModalProps {
  values: SearchValues;
  /** The name of the current area, shown next to the criteria. */
  areaName: string | null;
}

/** The top-level category holding `slug`, if any. */
function rootOf(categories: CategoryNode[], slug: string | undefined): string | undefined {
  if (!slug) return undefined;
  const holds = (node: CategoryNode): boolean => node.slug === slug || node.children.some(holds);
  return categories.find(holds)?.slug;
}

/**
 * The save-alert modal (supporting §5). The category tree is read here, not handed over by the
 * search page: a modal opened before the page had it would have offered no category for good.
 */
export function SaveAlertBody(props: SaveAlertModalProps & ModalBodyProps) {
  const categories = useCategoryTree();
  if (categories.status === 'failed') {
    return (
      <Flex vertical gap={16}>
        <Notice type="warning" showIcon title={ui.categoriesFailed} />
        <Flex justify="flex-end" gap={8}>
          <Button onClick={props.close}>{ui.cancel}</Button>
          <Button type="primary" onClick={categories.retry}>
            {fr.remote.retry}
          </Button>
        </Flex>
      </Flex>
    );
  }
  if (!categories.tree) return <PageSpinner label={fr.remote.loading} />;
  return <SaveAlertForm {...props} categories={categories.tree} />;
}

/**
 * The form: the current search's keyword and area travel in hidden fields; requestType and
 * swapType need at least one each, the top-level category is required when the tree exists.
 */
function SaveAlertForm({
  values,
  categories,
  areaName,
  close,
}: SaveAlertModalProps & ModalBodyProps & { categories: CategoryNode[] }) {
  const [form] = Form.useForm<{ alert_form: AlertForm }>();
  const [saved, setSaved] = useState<string | null>(null);
  const area = values.area;
  const {
    submit,
    submitting,
    errors: formErrors,
  } = useFormSubmit(form, FIELDS, async ({ alert_form }: { alert_form: AlertForm }) => {
    const answer = await createAlert(alert_form);
    setSaved(answer.message);
  });
  const atLeastOne = (message: string) => ({
    validator: (_: unknown, value: string[] | undefined) =>
      value?.length ? Promise.resolve() : Promise.reject(new Error(message)),
  });

  if (saved) {
    return (
      <Flex vertical gap={16}>
        <Notice type="success" showIcon title={saved} role="status" />
        <Flex justify="flex-end" gap={8}>
          <ButtonLink to={withLocale(ROUTES.alerts)} onClick={close}>
            {ui.seeAlerts}
          </ButtonLink>
          <Button type="primary" onClick={close}>
            {ui.close}
          </Button>
        </Flex>
      </Flex>
    );
  }

  return (
    <>
      <Typography.Paragraph type="secondary">{ui.modalIntro}</Typography.Paragraph>
      <DialogForm
        form={form}
        name="alert_form"
        layout="vertical"
        noValidate
        onFinish={submit}
        initialValues={{
          alert_form: {
            keyword: values.keyword || undefined,
            city: area?.type === 'city' ? area.slug : undefined,
            departement: area?.type === 'departement' ? area.slug : undefined,
            region: area?.type === 'region' ? area.slug : undefined,
            distance: area?.type === 'city' && values.distance ? values.distance : undefined,
            requestType: values.requestType.length ? values.requestType : [RequestType.Offer],
            swapType: values.swapType.length ? values.swapType : Object.values(SwapType),
            category: rootOf(categories, values.category[0]),
          },
        }}
      >
        <FormErrors messages={formErrors} />
        <Typography.Paragraph>
          <Typography.Text strong>{ui.criteria} : </Typography.Text>
          {values.keyword ? t(ui.keyword, { keyword: values.keyword }) : ui.noKeyword}
          {areaName ? ` · ${t(ui.area, { area: areaName })}` : null}
        </Typography.Paragraph>
        {(['keyword', 'city', 'departement', 'region', 'distance'] as const).map((name) => (
          <Form.Item key={name} name={['alert_form', name]} hidden>
            <Input type="hidden" />
          </Form.Item>
        ))}
        {/* No `required`: antd would put aria-required on the checkbox group, which ARIA forbids there. */}
        <Form.Item
          name={['alert_form', 'requestType']}
          label={ui.requestType}
          rules={[atLeastOne(errors.requestTypeRequired)]}
        >
          <Checkbox.Group
            options={Object.values(RequestType).map((value) => ({ value, label: fr.listing.requestTypes[value] }))}
          />
        </Form.Item>
        <Form.Item name={['alert_form', 'swapType']} label={ui.swapType} rules={[atLeastOne(errors.swapTypeRequired)]}>
          <Checkbox.Group
            options={Object.values(SwapType).map((value) => ({ value, label: fr.listing.swapTypes[value] }))}
          />
        </Form.Item>
        {categories.length > 0 ? (
          <Form.Item
            name={['alert_form', 'category']}
            label={ui.category}
            required
            rules={[{ required: true, message: errors.categoryRequired }]}
          >
            <Select
              placeholder={ui.categoryPlaceholder}
              options={categories.map((c) => ({ value: c.slug, label: c.name }))}
            />
          </Form.Item>
        ) : null}
        <Flex justify="flex-end" gap={8}>
          <Button onClick={close} disabled={submitting}>
            {ui.cancel}
          </Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            {ui.save}
          </Button>
        </Flex>
      </DialogForm>
    </>
  );
}
