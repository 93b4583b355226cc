import type { CalculationRuleItem, ImpactMode } from '@troc/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A model chosen for a listing (mode troc) or an exchange (mode tracker), with its own quantities. */
@Entity('impact_choice')
@Index(['mode', 'subjectId', 'modelId'], { unique: true })
export class ImpactChoice {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 10 })
  mode: ImpactMode;

  /** The listing's or the exchange's id. */
  @Column({ type: 'int' })
  subjectId: number;

  @Index()
  @Column({ type: 'int' })
  modelId: number;

  /** The quantities given for the inputs the model leaves open (same order as its calculationRule). */
  @Column({ type: 'simple-json' })
  values: CalculationRuleItem[];

  @Column({ type: 'int' })
  createdById: number;

  @CreateDateColumn()
  createdAt: Date;
}
