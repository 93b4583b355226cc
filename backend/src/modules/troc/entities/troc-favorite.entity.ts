import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('troc_favorite')
@Index(['userId', 'trocId'], { unique: true })
@Index(['trocId'])
export class TrocFavorite {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'int' })
  trocId: number;

  @CreateDateColumn()
  createdAt: Date;
}
