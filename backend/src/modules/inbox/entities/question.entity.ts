import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A public question on a listing (core §3 Question): its asker, its manager's answer once
 * given, masked when the manager hides it. Shown on the listing only answered and unmasked.
 */
@Entity('question')
@Index(['trocId', 'id'])
@Index(['userId'])
export class Question {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  trocId: number;

  /** The asker. */
  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'text' })
  content: string;

  @Column({ type: 'text', nullable: true })
  publicAnswer: string | null;

  @Column({ type: 'int', nullable: true })
  answerUserId: number | null;

  @Column({ type: 'datetime', nullable: true })
  answeredAt: Date | null;

  @Column({ type: 'boolean', default: false })
  masked: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
