// The shipping module's front door: other modules import from here only (make boundaries checks it).
export { ShippingModule } from './shipping.module.js';
