import type { ImpactMode } from '@troc/shared';
import { deferred } from '../layout/deferred';
import type { ModelFormProps } from './ModelForm';

type CarbonProps = { mode: ImpactMode; slug: string };

/** The carbon modal and panel (the model tree, the figures, the model form), loaded where a page shows them. */
export const CarbonModal = deferred<CarbonProps>(() => import('./CarbonModal').then((m) => m.CarbonModal));
export const CarbonPanel = deferred<CarbonProps>(() => import('./CarbonModal').then((m) => m.CarbonPanel));
/** The own impact model's form, for the library page (the carbon modal holds it already). */
export const ImpactModelForm = deferred<ModelFormProps>(() => import('./ModelForm').then((m) => m.ModelForm));
