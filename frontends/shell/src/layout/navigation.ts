import { ROUTES, fr, withLocale } from '@troc/shared';

/** The main navigation: the header's links on a wide screen, the top of the drawer on a phone. */
export function navigation(signedIn: boolean) {
  return [
    { to: withLocale(ROUTES.home), label: fr.ui.nav.home, end: true },
    { to: withLocale(ROUTES.search), label: fr.ui.nav.search, end: false },
    ...(signedIn
      ? [
          { to: withLocale(ROUTES.myListings), label: fr.ui.nav.myListings, end: false },
          { to: withLocale(ROUTES.myTrackers), label: fr.ui.header.myTrackers, end: false },
          { to: withLocale(ROUTES.organisationServices), label: fr.ui.nav.organisation, end: false },
        ]
      : []),
    { to: withLocale(ROUTES.carbon), label: fr.ui.nav.impact, end: false },
  ];
}
