import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { UploadedFileRecord } from './uploaded-file.entity.js';

/** The records of stored files (the bytes are the storage's). */
@Injectable()
export class UploadQueries {
  constructor(@InjectRepository(UploadedFileRecord) private readonly files: Repository<UploadedFileRecord>) {}

  /** A new record, written: it gets its id. */
  insert(record: Partial<UploadedFileRecord>): Promise<UploadedFileRecord> {
    return this.files.save(this.files.create(record));
  }

  async update(id: number, values: Partial<UploadedFileRecord>): Promise<void> {
    await this.files.update(id, values);
  }

  async deleteByIds(ids: readonly number[]): Promise<void> {
    await this.files.delete({ id: In([...ids]) });
  }

  byId(id: number): Promise<UploadedFileRecord | null> {
    return this.files.findOneBy({ id });
  }

  byIds(ids: readonly number[]): Promise<UploadedFileRecord[]> {
    return this.files.findBy({ id: In([...ids]) });
  }
}
