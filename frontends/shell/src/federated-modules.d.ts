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
