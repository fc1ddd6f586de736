import { AccountTokenEntity } from './account-token.entity';
import { CompanyEntity } from './company.entity';
import { CreditEntryEntity } from './credit-entry.entity';
import { OutboxEntity } from './outbox.entity';
import { PhotoEntity } from './photo.entity';
import { SessionEntity } from './session.entity';
import { SiteEntity } from './site.entity';
import { UserEntity } from './user.entity';

export { AccountTokenEntity, CompanyEntity, CreditEntryEntity, OutboxEntity, PhotoEntity, SessionEntity, SiteEntity, UserEntity };
export type { AccountTokenKind } from './account-token.entity';
export const ENTITIES = [SiteEntity, CompanyEntity, OutboxEntity, UserEntity, SessionEntity, AccountTokenEntity, CreditEntryEntity, PhotoEntity];
