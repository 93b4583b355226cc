import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AutocompleteResponse, CategoryNode } from '@troc/shared';
import { CategoryService } from './category.service.js';

@ApiTags('catégories')
@Controller('api/category')
export class CategoryController {
  constructor(private readonly categories: CategoryService) {}

  /** The whole tree, roots first, each with its children. */
  @Get('tree')
  tree(): AutocompleteResponse<CategoryNode> {
    return { data: this.categories.tree() };
  }
}
