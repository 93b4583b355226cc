// Style sheets are injected by style-loader; importing one yields nothing typed.
declare module '*.css';
