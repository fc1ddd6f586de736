import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import {
  ACCOUNT_DELETION_UNDO_DAYS,
  cleanRemarks,
  STAY_OFFER_DAYS,
  stayOfferCode,
  type AccountDeletionDto,
  type AccountDeletionInfoResponse,
  type Locale,
  type StayOfferResponse,
} from '@amoretto/shared';
import { createAccountToken, enqueueInTransaction, siteById } from '@amoretto/shared/db';
import { renderAccountDeletedMail } from '@amoretto/shared/node';
import { AccountMailService } from '../accounts/account-mail.service';
import { AccountsService } from '../accounts/accounts.service';
import { SessionsService } from '../accounts/sessions.service';
import { ApiException } from '../common/api-exception';
import { RealtimeService } from '../realtime/realtime.service';
import {
  clearPartnersUnread,
  contactsOf,
  deleteDiscount,
  insertDeletion,
  markDeleted,
  stayOfferRedeemed,
  upsertStayCode,
} from './account-deletion.repository';

const DAY_MS = 86_400_000;
/** Open pages told at once that the member left; the rest see it on their next refresh (60 s). */
const CONTACTS_TOLD = 2000;
/** The purge runs a little after the window closes, so a link opened in its last minute still wins. */
const PURGE_MARGIN_MS = 5 * 60_000;

/**
 * Leaving (docs/product.md#leaving): the member confirms with their password and a reason; the
 * account disappears from every list at once, every session ends, a mail carries the link that
 * undoes it, and the purge is queued for the end of the undo window.
 */
@Injectable()
export class AccountDeletionService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly mail: AccountMailService,
    private readonly realtime: RealtimeService,
  ) {}

  /** What the form offers: the company's delete discount, unless the member already bought with it once. */
  async info(userId: number): Promise<AccountDeletionInfoResponse> {
    const percentage = await this.stayOfferPercentage(userId);
    return { stay_offer: percentage ? { value_percentage: percentage } : null, undo_days: ACCOUNT_DELETION_UNDO_DAYS };
  }

  private async stayOfferPercentage(userId: number): Promise<number | null> {
    const percentage = await deleteDiscount(this.db);
    if (percentage < 1 || percentage > 100) return null;
    return (await stayOfferRedeemed(this.db, userId)) ? null : percentage;
  }

  /** The member stays: their own code at the company's delete discount, for the credits page. */
  async acceptStayOffer(userId: number): Promise<StayOfferResponse> {
    const percentage = await this.stayOfferPercentage(userId);
    if (!percentage) throw new ApiException('stay_offer_unavailable', HttpStatus.CONFLICT);
    const row = await upsertStayCode(this.db, userId, {
      code: stayOfferCode(percentage),
      percentage,
      expiresAt: new Date(Date.now() + STAY_OFFER_DAYS * DAY_MS),
    });
    return { code: row.code, value_percentage: row.value_percentage, expires: row.expires_at.toISOString() };
  }

  async delete(userId: number, input: AccountDeletionDto): Promise<void> {
    await this.accounts.assertPassword(userId, input.password);
    const remarks = cleanRemarks(input.remarks);
    const { ended, contacts } = await this.db.transaction(async (manager) => {
      const member = await markDeleted(manager, userId);
      // Deleted by a request of another tab a moment ago: that one ended the sessions.
      if (!member) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
      await insertDeletion(manager, userId, input.reason, remarks);
      await clearPartnersUnread(manager, userId);
      const contacts = await contactsOf(manager, userId, CONTACTS_TOLD);
      const site = await siteById(manager, member.site_id);
      const token = await createAccountToken(manager, {
        userId,
        kind: 'reactivation',
        ttlMs: ACCOUNT_DELETION_UNDO_DAYS * DAY_MS,
      });
      const link = await this.mail.link(manager, member.site_id, '/api/reactivate.php', token);
      const mail = renderAccountDeletedMail(member.language as Locale, {
        name: member.name,
        site: site?.name ?? 'Amoretto',
        link,
        days: ACCOUNT_DELETION_UNDO_DAYS,
      });
      await enqueueInTransaction(manager, 'mail.send', {
        to: member.email,
        ...(site ? { replyTo: site.support_email, fromName: site.name } : {}),
        ...mail,
      });
      await enqueueInTransaction(manager, 'account.purge', { userId }, { delayMs: ACCOUNT_DELETION_UNDO_DAYS * DAY_MS + PURGE_MARGIN_MS });
      // The sessions end with the deletion: Redis out of reach rolls the whole of it back.
      const ended = await this.sessions.endAllOf(manager, userId);
      return { ended, contacts };
    });
    this.sessions.afterEnding(userId, ended, true);
    for (const contact of contacts) this.realtime.toUser(contact, 'member.left', { profile_id: userId });
  }
}
