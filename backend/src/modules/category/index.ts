// The category module's front door: other modules import from here only (make boundaries checks it).
export { CategoryModule } from './category.module.js';
export { CategoryService } from './category.service.js';
