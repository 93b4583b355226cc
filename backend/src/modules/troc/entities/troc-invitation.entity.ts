import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An e-mail address invited to a Private listing; it need not belong to a member yet. */
@Entity('troc_invitation')
@Index(['trocId', 'email'], { unique: true })
@Index(['email'])
export class TrocInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  trocId: number;

  @Column({ type: 'varchar', length: 191 })
  email: string;

  /** Names the invitation in its delete link; written on insert, or when first listed for older rows. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  slug: string | null;

  @CreateDateColumn()
  createdAt: Date;
}
