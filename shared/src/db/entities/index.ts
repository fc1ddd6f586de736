import { CompanyEntity } from './company.entity';
import { OutboxEntity } from './outbox.entity';
import { SiteEntity } from './site.entity';

export { CompanyEntity, OutboxEntity, SiteEntity };
export const ENTITIES = [SiteEntity, CompanyEntity, OutboxEntity];
