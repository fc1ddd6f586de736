import { Check, Column, Entity, PrimaryColumn } from 'typeorm';

/** The operating company; a single row with id 1. */
@Entity({ name: 'company' })
@Check('company_single_row', '"id" = 1')
export class CompanyEntity {
  @PrimaryColumn({ type: 'integer', default: 1 })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  address: string;

  @Column({ type: 'text' })
  kvk: string;

  @Column({ type: 'text' })
  city: string;

  @Column({ type: 'text' })
  country: string;

  @Column({ type: 'text', array: true })
  tradenames: string[];

  @Column({ type: 'jsonb' })
  vat_numbers: Record<string, string>;

  @Column({ type: 'text' })
  support_phone: string;

  @Column({ type: 'integer' })
  delete_discount: number;

  @Column({ type: 'timestamptz' })
  added: Date;
}
