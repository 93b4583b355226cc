export * from './identity.js';
export * from './marketplace.js';
export * from './impact.js';
export * from './notification.js';
