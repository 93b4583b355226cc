import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryController } from './category.controller.js';
import { Category } from './category.entity.js';
import { CategoryService } from './category.service.js';
import { CategoryQueries } from './category.queries.js';

@Module({
  imports: [TypeOrmModule.forFeature([Category])],
  controllers: [CategoryController],
  providers: [CategoryQueries, CategoryService],
  exports: [CategoryService],
})
export class CategoryModule {}
