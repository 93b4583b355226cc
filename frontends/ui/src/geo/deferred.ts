import { deferred } from '../layout/deferred';
import type { PostalCityFieldsProps, PostalCityLabels } from './PostalCityFields';

export type { PostalCityFieldsProps, PostalCityLabels };

/** The postcode and commune fields, loaded the first time an address form shows them. */
export const PostalCityFields = deferred<PostalCityFieldsProps>(() =>
  import('./PostalCityFields').then((m) => m.PostalCityFields),
);
