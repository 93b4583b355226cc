import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A member given the management of a listing ('troc') or an operation by its owner or manager:
 * a delegate is a manager for every rule of exchanges. The subject's module keeps a copy of the
 * delegates on its row (`delegates`), so that its access checks stay synchronous.
 */
@Entity('delegation')
@Index(['subjectType', 'subjectId', 'userId'], { unique: true })
@Index(['userId', 'subjectType'])
export class Delegation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 16 })
  subjectType: 'troc' | 'operation';

  @Column({ type: 'int' })
  subjectId: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  createdById: number;

  @CreateDateColumn()
  createdAt: Date;
}
