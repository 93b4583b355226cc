import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A group of organisations (a ministry and its agencies, a hospital group ...): Group visibility spans it. */
@Entity('organisation_group')
export class OrganisationGroup {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 255 })
  name: string;

  @Column({ type: 'varchar', length: 255, unique: true })
  slug: string;
}
