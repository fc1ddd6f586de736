import { AccountTokenEntity } from './account-token.entity';
import { BlockEntity } from './block.entity';
import { CompanyEntity } from './company.entity';
import { ConversationEntity } from './conversation.entity';
import { CreditEntryEntity } from './credit-entry.entity';
import { JobEffectEntity } from './job-effect.entity';
import { LikeEntity } from './like.entity';
import { MessageEntity } from './message.entity';
import { OperatorAuditEntryEntity } from './operator-audit-entry.entity';
import { OperatorSessionEntity } from './operator-session.entity';
import { OperatorEntity } from './operator.entity';
import { OutboxEntity } from './outbox.entity';
import { PhotoEntity } from './photo.entity';
import { PushSubscriptionEntity } from './push-subscription.entity';
import { SessionEntity } from './session.entity';
import { SiteEntity } from './site.entity';
import { UserEntity } from './user.entity';

export {
  AccountTokenEntity,
  BlockEntity,
  CompanyEntity,
  CreditEntryEntity,
  JobEffectEntity,
  LikeEntity,
  OperatorAuditEntryEntity,
  OperatorEntity,
  OperatorSessionEntity,
  OutboxEntity,
  PhotoEntity,
  PushSubscriptionEntity,
  SessionEntity,
  SiteEntity,
  UserEntity,
  ConversationEntity,
  MessageEntity,
};
export { SEARCHABLE_MEMBER } from './user.entity';
export type { AccountTokenKind } from './account-token.entity';
export const ENTITIES = [
  SiteEntity,
  CompanyEntity,
  OutboxEntity,
  UserEntity,
  SessionEntity,
  AccountTokenEntity,
  CreditEntryEntity,
  PhotoEntity,
  BlockEntity,
  LikeEntity,
  PushSubscriptionEntity,
  ConversationEntity,
  MessageEntity,
  JobEffectEntity,
  OperatorEntity,
  OperatorSessionEntity,
  OperatorAuditEntryEntity,
];
