import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One message of a thread. A person's message keeps its text; an automatic one (userId null)
 * keeps its content key (message.tracker.approved …) and parameters, and is rendered in French
 * when read, so a wording fix applies to every past message.
 */
@Entity('message')
@Index(['threadId', 'id'])
export class Message {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  threadId: number;

  @Column({ type: 'int', nullable: true })
  userId: number | null;

  @Column({ type: 'text', nullable: true })
  content: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  contentKey: string | null;

  @Column({ type: 'simple-json', nullable: true })
  params: Record<string, string | number> | null;

  @CreateDateColumn()
  createdAt: Date;

  /** Deleted by its author: the text is dropped, the place in the conversation kept. */
  @Column({ type: 'datetime', nullable: true })
  deletedAt: Date | null;
}
