import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** Server-side sessions of the embedded mode (Redis holds them when configured). */
@Entity('http_session')
export class HttpSession {
  @PrimaryColumn({ type: 'varchar', length: 128 })
  id: string;

  @Column({ type: 'text' })
  data: string;

  @Index()
  @Column({ type: 'datetime' })
  expiresAt: Date;

  @Index()
  @Column({ type: 'int', nullable: true })
  userId: number | null;
}
