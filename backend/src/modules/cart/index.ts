// The cart module's front door: other modules import from here only (make boundaries checks it).
export { CartModule } from './cart.module.js';
