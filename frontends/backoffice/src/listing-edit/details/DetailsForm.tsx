import { Divider, Form, Input, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { LIMITS, isPharmacy, listingFieldLabels, t, type CategoryNode, type CategoryRef } from '@troc/shared';
import { FormErrors, SaveBar, ValidationError, isValidationError, useFormSubmit } from '@troc/ui';
import { m } from '../../common/labels';
import { saveListingForm } from '../api';
import { DocumentField } from '../images/DocumentField';
import { ImageSlot } from '../images/ImageSlot';
import { useWriteSlug } from '../draft';
import { useDirtyTracking, useSaveHandle, type EditFormProps } from '../editForm';
import { sharedRule } from '../sharedRule';
import { categoryPath, hasDocumentField, toRefs } from './categories';
import { CategoryFields } from './CategoryFields';
import {
  DETAILS_FIELDS,
  detailsInitialValues,
  detailsPayload,
  validateDetails,
  type DetailsFormValues,
} from './detailsValues';
import { MeasureFields } from './MeasureFields';
import { MoreFields } from './MoreFields';
import { QuantityFields } from './QuantityFields';

const d = m.details;
const L = LIMITS.listing;
const FORM_FIELDS = [...DETAILS_FIELDS.filter((f) => f !== 'category'), 'category0', 'category1'];

/** The 422 names the category; the form shows it under the last select on screen. */
function onCategorySelect(errors: Record<string, string[]>, values: DetailsFormValues, tree: readonly CategoryNode[]) {
  if (!errors.category) return errors;
  const { category, ...rest } = errors;
  const top = tree.find((node) => node.id === values.category0);
  return { ...rest, [top?.children.length ? 'category1' : 'category0']: category };
}

/** The details form (core §5 Listing details), with the pictures and, for category 3, the document. */
export function DetailsForm(
  props: EditFormProps & { tree: readonly CategoryNode[]; onCategoryChange: (path: CategoryRef[]) => void },
) {
  const { listing, readOnly, tree, onSaved, onCategoryChange } = props;
  const [form] = Form.useForm<DetailsFormValues>();
  // The first state of the form; its own saves reset it afterwards (the page is keyed by slug).
  const [initial] = useState(() => detailsInitialValues(listing, tree));
  const serverErrors = useMemo(
    () => (props.serverErrors ? onCategorySelect(props.serverErrors, form.getFieldsValue(true), tree) : null),
    [props.serverErrors, form, tree],
  );
  const tracking = useDirtyTracking(form, initial, detailsPayload, { ...props, serverErrors }, FORM_FIELDS);
  const rule = (field: string) => sharedRule(field, () => validateDetails(form.getFieldsValue(true)));

  const category0 = Form.useWatch('category0', form);
  const category1 = Form.useWatch('category1', form);
  const path = categoryPath(tree, category1 ?? category0);
  const labels = listingFieldLabels(isPharmacy(toRefs(path)));
  // The server accepts the document once the saved category carries it.
  const [savedCategory, setSavedCategory] = useState(listing.category);

  const writeSlug = useWriteSlug(listing.slug);
  const { submit, submitting, errors } = useFormSubmit(form, FORM_FIELDS, async (values: DetailsFormValues) => {
    try {
      const view = await saveListingForm(await writeSlug(), 'details', detailsPayload(values));
      setSavedCategory(view.category);
      tracking.reset({ ...detailsInitialValues(view, tree) });
      tracking.setSaved(true);
      onSaved(view);
      return view;
    } catch (error) {
      if (isValidationError(error)) throw new ValidationError(onCategorySelect(error.errors, values, tree));
      throw error;
    }
  });

  useSaveHandle(form, submit, props.registerSave);

  const documentShown = hasDocumentField(path);
  const documentUploadable = hasDocumentField(categoryPath(tree, savedCategory));

  return (
    <Form<DetailsFormValues>
      form={form}
      name="troc_details_form"
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={(changed) => {
        tracking.changed();
        // A new top category empties the sub-category (the select's own onChange runs after this).
        if ('category0' in changed) onCategoryChange(toRefs(categoryPath(tree, changed.category0)));
        else if ('category1' in changed) {
          onCategoryChange(toRefs(categoryPath(tree, changed.category1 ?? form.getFieldValue('category0'))));
        }
      }}
      scrollToFirstError={{ behavior: 'smooth', block: 'center' }}
      aria-label={d.formLabel}
      disabled={readOnly}
      noValidate
    >
      <FormErrors messages={errors} />
      {readOnly ? null : <Typography.Paragraph type="secondary">{m.common.requiredHint}</Typography.Paragraph>}
      <CategoryFields tree={tree} disabled={readOnly} rule={rule} />
      <Form.Item name="name" label={labels.name} required rules={[rule('name')]}>
        <Input maxLength={L.nameMax} showCount />
      </Form.Item>
      <Form.Item
        name="description"
        label={d.description}
        extra={d.descriptionHelp}
        required
        rules={[rule('description')]}
      >
        <Input.TextArea rows={6} showCount maxLength={L.descriptionMax} />
      </Form.Item>

      <Divider titlePlacement="start">{d.pictures}</Divider>
      <Typography.Paragraph type="secondary">
        {t(d.picturesHelp, { count: L.images, max: Math.round(LIMITS.upload.imageMaxBytes / 1024 / 1024) })}
      </Typography.Paragraph>
      <div className="troc-image-slots">
        {[0, 1, 2].map((slot) => (
          <Form.Item
            key={slot}
            name={`image${slot}`}
            rules={[rule(`image${slot}`)]}
            dependencies={slot === 0 ? ['requestType'] : undefined}
            style={{ marginBottom: 0 }}
          >
            <ImageSlot slug={listing.slug} slot={slot} disabled={readOnly} />
          </Form.Item>
        ))}
      </div>
      {documentShown ? (
        <Form.Item
          name="document"
          label={d.document}
          extra={
            documentUploadable
              ? t(d.documentHelp, { max: Math.round(LIMITS.upload.documentMaxBytes / 1024 / 1024) })
              : d.documentSaveFirst
          }
          style={{ marginTop: 16 }}
        >
          <DocumentField slug={listing.slug} disabled={readOnly || !documentUploadable} />
        </Form.Item>
      ) : null}

      <Divider titlePlacement="start">{d.quantities}</Divider>
      <QuantityFields listing={listing} labels={labels} disabled={readOnly} rule={rule} />
      <Divider titlePlacement="start">{d.dimensions}</Divider>
      <MeasureFields disabled={readOnly} rule={rule} />
      <Divider titlePlacement="start">{d.more}</Divider>
      <MoreFields labels={labels} disabled={readOnly} rule={rule} />

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
