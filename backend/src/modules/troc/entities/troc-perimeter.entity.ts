import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A service an Internal listing is limited to (its sub-services included). */
@Entity('troc_perimeter')
@Index(['trocId', 'serviceId'], { unique: true })
export class TrocPerimeter {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  trocId: number;

  @Column({ type: 'int' })
  serviceId: number;
}
