import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** An e-mail address invited to a Private operation. */
@Entity('operation_invitation')
@Index(['operationId', 'email'], { unique: true })
@Index(['email'])
export class OperationInvitation {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  operationId: number;

  @Column({ type: 'varchar', length: 191 })
  email: string;

  /** Names the invitation in its delete link; written on insert, or when first listed for older rows. */
  @Index({ unique: true })
  @Column({ type: 'varchar', length: 32, nullable: true })
  slug: string | null;

  @CreateDateColumn()
  createdAt: Date;
}

/** A service an Internal operation is limited to (its sub-services included). */
@Entity('operation_perimeter')
@Index(['operationId', 'serviceId'], { unique: true })
export class OperationPerimeter {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  operationId: number;

  @Column({ type: 'int' })
  serviceId: number;
}
