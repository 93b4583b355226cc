import { useQuery } from '@tanstack/react-query';
import { Form, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { fr, t, truncateName, type ListingManagerCard, type OperationView } from '@troc/shared';
import { FormErrors, SaveBar, useFormSubmit } from '@troc/ui';
import { L, listingName } from '../common/labels';
import { useDirtyTracking } from '../listing-edit/editForm';
import { fetchManagedListings, operationKeys, saveOperationForm } from './api';
import type { OperationFormProps } from './editForm';
import { o } from './labels';

const a = o.ads;
const FIELDS = ['trocs'] as const;

interface AdsValues {
  trocs: string[];
}

const payload = (values: AdsValues) => ({ trocs: [...(values.trocs ?? [])].sort() });
const held = (listings: readonly ListingManagerCard[], operation: OperationView): AdsValues => ({
  trocs: listings.filter((card) => card.operation?.slug === operation.slug).map((card) => card.slug),
});

/** The ads form: which of the manager's listings the operation groups. */
export function AdsForm(props: OperationFormProps) {
  const { data: listings, isError } = useQuery({
    queryKey: operationKeys.myListings,
    queryFn: ({ signal }) => fetchManagedListings(signal),
  });
  if (isError) return <Typography.Text type="danger">{fr.ui.common.loadFailed}</Typography.Text>;
  if (!listings) return <Skeleton active aria-label={a.loading} />;
  return <AdsFormBody {...props} listings={listings} />;
}

function AdsFormBody(props: OperationFormProps & { listings: ListingManagerCard[] }) {
  const { operation, readOnly, onSaved, listings } = props;
  const [form] = Form.useForm<AdsValues>();
  const [initial] = useState(() => held(listings, operation));
  const tracking = useDirtyTracking(form, initial, payload, props, FIELDS);
  const chosen = Form.useWatch('trocs', form) ?? initial.trocs;

  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: AdsValues) => {
    const view = await saveOperationForm(operation.slug, 'ads', payload(values));
    tracking.reset({ trocs: values.trocs });
    tracking.setSaved(true);
    onSaved(view);
  });

  return (
    <Form<AdsValues>
      form={form}
      name="operation_ads_form"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={tracking.changed}
      aria-label={a.formLabel}
      disabled={readOnly}
      noValidate
    >
      <Typography.Paragraph type="secondary">{a.intro}</Typography.Paragraph>
      <FormErrors messages={errors} />
      <Form.Item name="trocs" label={a.label} extra={t(a.count, { count: chosen.length })}>
        <Select
          mode="multiple"
          allowClear
          placeholder={a.placeholder}
          notFoundContent={a.none}
          showSearch={{ optionFilterProp: 'label' }}
          options={listings.map((card) => ({
            value: card.slug,
            label: `${truncateName(listingName(card))} — ${L.statuses[card.publicationStatus]}`,
          }))}
        />
      </Form.Item>
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
