import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Category } from './category.entity.js';

/** A category as the reference tree seeds it. */
export type CategoryRow = Pick<Category, 'id' | 'parentId' | 'name' | 'slug' | 'position'>;

/** The category table: loaded whole (it is small), seeded once. */
@Injectable()
export class CategoryQueries {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  async isEmpty(): Promise<boolean> {
    return (await this.categories.count()) === 0;
  }

  async insert(rows: readonly CategoryRow[]): Promise<void> {
    await this.categories.insert(rows.map((row) => this.categories.create(row)));
  }

  /** Every category, siblings in their order. */
  all(): Promise<Category[]> {
    return this.categories.find({ order: { position: 'ASC', id: 'ASC' } });
  }
}
