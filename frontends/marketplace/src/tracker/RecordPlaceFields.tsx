import type { FormInstance, FormRule } from 'antd';
import type { TrackerView } from '@troc/shared';
import { PostalCityFields } from '@troc/ui';
import { ui } from './labels';
import type { RecordValues } from './recordValues';

const e = ui.edit;

/** Where the goods are taken: the postal code, then its commune (looked up after a pause). */
export function RecordPlaceFields({
  form,
  saved,
  rule,
}: {
  form: FormInstance<RecordValues>;
  saved: TrackerView['address'];
  rule: (field: string) => FormRule;
}) {
  return (
    <PostalCityFields
      form={form}
      postalName="postal"
      cityName="city"
      cityValue="code"
      saved={saved ? { postal: saved.postal, city: saved.city, cityName: saved.cityName } : null}
      labels={e}
      postalRules={[rule('postal')]}
      cityRules={[rule('city')]}
    />
  );
}
