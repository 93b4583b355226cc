// Modules exposed by the remotes (see each remote's webpack.config.cjs).
declare module 'marketplace/profile' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/organisation' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'carbon/impact' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'carbon/dashboard' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'carbon/library' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/search' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/listingView' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/favorites' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/notifications' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/tracker' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/inbox' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/questions' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/homeHighlight' {
  const Highlight: import('react').ComponentType;
  export default Highlight;
}
declare module 'backoffice/listingEdit' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/listingNew' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/myListings' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/moderation' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/operation' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/operationSearch' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/cart' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/myOperations' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/operationEdit' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/quickCart' {
  const QuickCart: import('react').ComponentType;
  export default QuickCart;
}
declare module 'backoffice/shippingAdmin' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/alerts' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/alertUnsubscribe' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/invitations' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/loans' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'marketplace/trackerCalendar' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/myImports' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/importNew' {
  const Section: import('react').ComponentType;
  export default Section;
}
declare module 'backoffice/importView' {
  const Section: import('react').ComponentType;
  export default Section;
}
