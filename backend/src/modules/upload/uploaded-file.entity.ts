import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ImageEditData } from '@troc/shared';

export type FileKind = 'image' | 'document';

/**
 * A stored upload. Pictures keep their normalised original, so every new crop starts from
 * it, plus the current version and its thumbnail. `attachedType`/`attachedId` name the record
 * the file belongs to (a listing…), whose module decides who may change or delete it.
 */
@Entity('uploaded_file')
@Index(['attachedType', 'attachedId'])
export class UploadedFileRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  kind: FileKind;

  @Column({ type: 'int', nullable: true })
  ownerId: number | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  attachedType: string | null;

  @Column({ type: 'int', nullable: true })
  attachedId: number | null;

  /** The name the file had on the user's computer, shown back to them. */
  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 100 })
  mime: string;

  @Column({ type: 'int' })
  size: number;

  @Column({ type: 'varchar', length: 191 })
  key: string;

  @Column({ type: 'varchar', length: 191, nullable: true })
  originalKey: string | null;

  @Column({ type: 'varchar', length: 191, nullable: true })
  thumbnailKey: string | null;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  @Column({ type: 'simple-json', nullable: true })
  editData: ImageEditData | null;

  @CreateDateColumn()
  createdAt: Date;
}
