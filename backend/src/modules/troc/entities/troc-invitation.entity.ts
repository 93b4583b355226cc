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

  @CreateDateColumn()
  createdAt: Date;
}
