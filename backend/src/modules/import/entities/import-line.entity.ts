import type { ImportFieldIssue } from '@troc/shared';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export type ImportLineState = 'waiting' | 'running' | 'Success' | 'ToComplete' | 'Failed';

/**
 * One line of an imported file, exactly once (unique importId + lineNumber), with its values and
 * the slug its listing (or exchange) takes. A line written with others is written with its outcome,
 * in the transaction that writes its listing; any other line is written waiting, claimed running,
 * then given its outcome, and one resumed after a stop finds its listing by that slug instead of
 * creating another.
 */
@Entity('import_line')
@Index(['importId', 'lineNumber'], { unique: true })
@Index(['importId', 'status', 'lineNumber'])
export class ImportLine {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 36 })
  importId: string;

  /** The line's row in the file (the header is row 1), as the spreadsheet numbers it. */
  @Column({ type: 'int' })
  lineNumber: number;

  /** Column key → the cell's text. */
  @Column({ type: 'simple-json' })
  cells: Record<string, string>;

  @Column({ type: 'varchar', length: 16, default: 'waiting' })
  status: ImportLineState;

  @Column({ type: 'varchar', length: 64 })
  slug: string;

  /** What the line created: a listing, or an exchange (by the import's kind). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  targetSlug: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  targetName: string | null;

  @Column({ type: 'simple-json', nullable: true })
  issues: ImportFieldIssue[] | null;
}
