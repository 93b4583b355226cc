import { canFilterByServices, type PerimeterFilterForm } from '@troc/shared';
import { deferred } from '../layout/deferred';
import { useSession } from '../session/SessionProvider';

/** What the filter fields of a list hold, cleared: the value a reset or a new choice starts from. */
export const NO_PERIMETER: Record<keyof PerimeterFilterForm, undefined> = {
  perimeter_services_all: undefined,
  perimeter_selected: undefined,
  perimeter_unselected: undefined,
};

export interface ServicesFilterProps {
  value: PerimeterFilterForm;
  /** The three fields of the new choice (absent when nothing is chosen). */
  onChange: (value: PerimeterFilterForm) => void;
}

// The dropdown and its tree load only for those who see them.
const ServicesDropdown = deferred<ServicesFilterProps>(() =>
  import('./ServicesDropdown').then((m) => m.ServicesDropdown),
);

/**
 * The user services filter (supporting §2, §7, §9): for an organisation's admins, a dropdown of its
 * service tree whose folders open on click and load their sub-services then; its label names the
 * choice, cut at 20 characters (« Sélectionnez un filtre » while nothing is chosen). Nothing shows for
 * other members: the server refuses them the filter too.
 */
export function ServicesFilter(props: ServicesFilterProps) {
  const { user } = useSession();
  return canFilterByServices(user?.roles ?? []) ? <ServicesDropdown {...props} /> : null;
}
