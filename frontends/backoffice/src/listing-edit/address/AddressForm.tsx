import { Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { fr, LIMITS, validateListingAddress, type ListingAddress, type ListingView } from '@troc/shared';
import { EstablishmentSelects, FormErrors, PostalCityFields, SaveBar, useFormSubmit } from '@troc/ui';
import { m } from '../../common/labels';
import { saveListingForm } from '../api';
import { useWriteSlug } from '../draft';
import { useDirtyTracking, useSaveHandle, type EditFormProps } from '../editForm';
import { sharedRule } from '../sharedRule';

const a = m.address;
const FIELDS = ['postal', 'city', 'deliveryLocation', 'deliveryNotes'] as const;

interface AddressFormValues {
  postal?: string;
  /** INSEE code of the commune. */
  city?: string;
  deliveryLocation?: string;
  deliveryNotes?: string;
  /** A site of the establishment directory (listing addresses only). */
  establishment?: string | null;
}

/** The saved place of a listing or an operation (an operation has no pick-up notes). */
export type SavedAddress = Pick<ListingAddress, 'postal' | 'city' | 'cityName' | 'deliveryLocation'> & {
  deliveryNotes?: string | null;
  establishment?: string | null;
};

const initialValues = (address: SavedAddress | null, withEstablishment = false): AddressFormValues => ({
  postal: address?.postal ?? '',
  city: address?.city ?? undefined,
  deliveryLocation: address?.deliveryLocation ?? '',
  deliveryNotes: address?.deliveryNotes ?? '',
  ...(withEstablishment ? { establishment: address?.establishment ?? null } : {}),
});

const payload = (values: AddressFormValues) => ({
  postal: values.postal?.trim() ?? '',
  city: values.city ?? '',
  deliveryLocation: values.deliveryLocation?.trim() ?? '',
  deliveryNotes: values.deliveryNotes?.trim() ?? '',
  ...(values.establishment !== undefined ? { establishment: values.establishment } : {}),
});

/** The listing's address form. */
export function AddressForm(props: EditFormProps) {
  const { listing } = props;
  const writeSlug = useWriteSlug(listing.slug);
  return (
    <PlaceForm<ListingView>
      {...props}
      name="troc_address_form"
      address={listing.address}
      save={async (body) => saveListingForm(await writeSlug(), 'address', body)}
      addressOf={(view) => view.address}
      withEstablishment
    />
  );
}

export interface PlaceFormProps<T> extends Pick<
  EditFormProps,
  'readOnly' | 'serverErrors' | 'onDirtyChange' | 'registerSave'
> {
  /** The form's name (its fields' ids). */
  name: string;
  address: SavedAddress | null;
  save: (body: ReturnType<typeof payload>) => Promise<T>;
  addressOf: (view: T) => SavedAddress | null;
  onSaved: (view: T) => void;
  /** Operations have no pick-up notes. */
  withNotes?: boolean;
  /** Listings may name the establishment where the item is (establishment selects, optional). */
  withEstablishment?: boolean;
  /** The form's accessible name. */
  label?: string;
}

/**
 * The address form of a listing or an operation: postal code, then its commune (looked up after
 * a pause), and pick-up details.
 */
export function PlaceForm<T>(props: PlaceFormProps<T>) {
  const { address, readOnly, onSaved, save, addressOf, withNotes = true, withEstablishment = false } = props;
  const [form] = Form.useForm<AddressFormValues>();
  // The first state of the form; its own saves reset it afterwards (the page is keyed by slug).
  const [initial] = useState(() => initialValues(address, withEstablishment));
  const tracking = useDirtyTracking(form, initial, payload, props, FIELDS);
  const rule = (field: string) => sharedRule(field, () => validateListingAddress(payload(form.getFieldsValue(true))));
  const { submit, submitting, errors } = useFormSubmit(form, FIELDS, async (values: AddressFormValues) => {
    const view = await save(payload(values));
    tracking.reset(initialValues(addressOf(view), withEstablishment));
    tracking.setSaved(true);
    onSaved(view);
    return view;
  });
  useSaveHandle(form, submit, props.registerSave);

  return (
    <Form<AddressFormValues>
      form={form}
      name={props.name}
      layout="vertical"
      initialValues={initial}
      onFinish={submit}
      onValuesChange={tracking.changed}
      aria-label={props.label ?? a.formLabel}
      disabled={readOnly}
      noValidate
    >
      <Typography.Paragraph type="secondary">{a.intro}</Typography.Paragraph>
      <FormErrors messages={errors} />
      <PostalCityFields
        form={form}
        postalName="postal"
        cityName="city"
        cityValue="code"
        saved={address}
        labels={a}
        postalRules={[rule('postal')]}
        cityRules={[rule('city')]}
        onCityReset={tracking.changed}
        cols={[
          { xs: 24, sm: 8, lg: 6 },
          { xs: 24, sm: 16, lg: 10 },
        ]}
      />
      <Form.Item
        name="deliveryLocation"
        label={a.deliveryLocation}
        extra={a.deliveryLocationHelp}
        rules={[rule('deliveryLocation')]}
      >
        <Input showCount maxLength={LIMITS.listing.deliveryMax} />
      </Form.Item>
      {withNotes ? (
        <Form.Item
          name="deliveryNotes"
          label={a.deliveryNotes}
          extra={a.deliveryNotesHelp}
          rules={[rule('deliveryNotes')]}
        >
          <Input.TextArea rows={3} showCount maxLength={LIMITS.listing.deliveryMax} />
        </Form.Item>
      ) : null}
      {withEstablishment ? (
        <>
          <Typography.Paragraph type="secondary">{fr.establishment.addressHelp}</Typography.Paragraph>
          <Form.Item name="establishment" noStyle>
            <EstablishmentSelects disabled={readOnly} />
          </Form.Item>
        </>
      ) : null}
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
