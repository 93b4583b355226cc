// The request and response types of every endpoint, one file per domain.
export * from './http.js';
export * from './identity.js';
export * from './notification.js';
export * from './geo.js';
export * from './troc.js';
export * from './tracker.js';
export * from './cart.js';
export * from './operation.js';
export * from './shipping.js';
export * from './inbox.js';
export * from './alert.js';
export * from './impact.js';
export * from './calendar.js';
export * from './export.js';
export * from './savings.js';
export * from './establishment.js';
export * from './mass-action.js';
