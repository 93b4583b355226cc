import type { CalculationRuleItem, ImpactResultRule, ImpactUnit } from '@troc/shared';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An impact model (supporting §3): an emission factor in kgCO2e per input unit, with its source.
 * The platform's library (organisationId null) is loaded from the ADEME extract; an
 * organisation's own models are seen and edited by its members only.
 */
@Entity('impact_model')
@Index(['organisationId', 'enabled'])
@Index(['categoryId', 'enabled'])
export class ImpactModel {
  @PrimaryGeneratedColumn()
  id: number;

  @Index({ unique: true })
  @Column({ type: 'varchar', length: 191 })
  slug: string;

  @Column({ type: 'varchar', length: 255 })
  title: string;

  /** The source's own key (for the library: the rule of the Nos Gestes Climat model). */
  @Index()
  @Column({ type: 'varchar', length: 255, nullable: true })
  sourceUniqueId: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 20 })
  outputUnit: ImpactUnit;

  @Column({ type: 'varchar', length: 20 })
  inputUnit1: ImpactUnit;

  @Column({ type: 'varchar', length: 20, nullable: true })
  inputUnit2: ImpactUnit | null;

  /** outputUnit per inputUnit1 (× inputUnit2). */
  @Column({ type: 'double' })
  emissionFactor: number;

  @Column({ type: 'varchar', length: 255 })
  sourceLabel: string;

  @Column({ type: 'varchar', length: 50, nullable: true })
  sourceVersion: string | null;

  /** The date shown with the source (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  displayDate: string | null;

  /** The inputs per unit of a listing, a null value being given when the model is chosen. */
  @Column({ type: 'simple-json' })
  calculationRule: CalculationRuleItem[];

  @Column({ type: 'varchar', length: 40 })
  resultRule: ImpactResultRule;

  @Column({ type: 'int', nullable: true })
  categoryId: number | null;

  /** null: the platform's library. */
  @Column({ type: 'int', nullable: true })
  organisationId: number | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn()
  createdAt: Date;
}
