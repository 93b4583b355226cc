import { Button, Checkbox, Flex, Form, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { fr, type ConventionView } from '@troc/shared';
import { FormErrors, PostalCityFields, rules, useFormSubmit } from '@troc/ui';
import { saveConventionForm } from './api';
import { useStoreConvention } from './useConvention';
import { conventionUi } from '@troc/shared/messages/ui-convention';

const f = conventionUi.form;
const FIELDS = ['regularizedConvention', 'cerfaUserCompanyAddress.postal', 'cerfaUserCompanyAddress.city'] as const;

interface Values {
  regularizedConvention: boolean;
  cerfaUserCompanyAddress: { postal?: string; city?: string };
}

const postalRule: FormRule = {
  validator: (_, value?: string) =>
    !value?.trim() || /^\d{4,5}$/.test(value.trim())
      ? Promise.resolve()
      : Promise.reject(new Error(fr.validation.postalCode)),
};

/**
 * The convention form (the manager's): a convention signed outside the platform, and the address
 * of the taker's organisation for the CERFA annex (postal code, then its commune). With `generate`,
 * its one button saves then generates the document (unless it was signed outside the platform, when
 * its copy is deposited instead): one save for the convention, not two buttons in a row.
 */
export function ConventionForm({
  slug,
  convention,
  generate,
}: {
  slug: string;
  convention: ConventionView;
  generate?: { again: boolean; run: () => Promise<void> };
}) {
  const [form] = Form.useForm<Values>();
  const store = useStoreConvention(slug);
  const [saved, setSaved] = useState(false);
  const known = convention.cerfaUserCompanyAddress;
  const regularized = Boolean(Form.useWatch('regularizedConvention', form) ?? convention.regularizedConvention);
  const generating = generate && !regularized;

  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: Values) => {
    store(
      await saveConventionForm(slug, {
        regularizedConvention: Boolean(values.regularizedConvention),
        cerfaUserCompanyAddress: {
          postal: values.cerfaUserCompanyAddress.postal?.trim() ?? '',
          city: values.cerfaUserCompanyAddress.city ?? '',
        },
      }),
    );
    if (generating) await generate.run();
    else setSaved(true);
  });

  return (
    <Form<Values>
      form={form}
      name="convention_form"
      layout="vertical"
      aria-label={f.label}
      initialValues={{
        regularizedConvention: convention.regularizedConvention,
        cerfaUserCompanyAddress: { postal: known.postal ?? '', city: known.city ?? undefined },
      }}
      onFinish={submit}
      onValuesChange={() => setSaved(false)}
      noValidate
    >
      <FormErrors messages={errors} />
      <Form.Item name="regularizedConvention" valuePropName="checked" extra={f.regularizedHelp}>
        <Checkbox>{f.regularized}</Checkbox>
      </Form.Item>
      <Typography.Text strong>{f.cerfa}</Typography.Text>
      <div style={{ marginTop: 8 }}>
        <PostalCityFields
          form={form}
          postalName={['cerfaUserCompanyAddress', 'postal']}
          cityName={['cerfaUserCompanyAddress', 'city']}
          cityValue="name"
          saved={{ postal: known.postal, city: known.city, cityName: known.city }}
          labels={f}
          postalRules={[rules.required(), postalRule]}
          cityRules={[rules.required()]}
          cols={[
            { xs: 24, sm: 9 },
            { xs: 24, sm: 15 },
          ]}
        />
      </div>
      <Flex gap={12} align="center" wrap>
        <Button htmlType="submit" type={generating ? 'primary' : 'default'} loading={submitting}>
          {generating ? (generate.again ? f.saveAndRegenerate : f.saveAndGenerate) : f.save}
        </Button>
        {saved ? (
          <Typography.Text type="success" role="status">
            {f.saved}
          </Typography.Text>
        ) : null}
      </Flex>
    </Form>
  );
}
