import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { mailLinkOrigin, type AccountExport } from '@amoretto/shared';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { endpointHost, exportedMessage, photoUrl } from './account-export-rules';
import {
  exportAccount,
  exportBlocks,
  exportLedger,
  exportLikes,
  exportMessages,
  exportPayments,
  exportPhotos,
  exportPushSubscriptions,
  exportSessions,
} from './account-export.repository';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** The member's own data as one JSON document, read in one snapshot (docs/product.md#leaving). */
@Injectable()
export class AccountExportService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  async export(userId: number): Promise<AccountExport> {
    // One repeatable-read snapshot: a message arriving meanwhile is either in every part or in none.
    return this.db.transaction('REPEATABLE READ', async (manager) => {
      const account = await exportAccount(manager, userId);
      if (!account) throw new ApiException('authentication_required', HttpStatus.FORBIDDEN);
      const origin = mailLinkOrigin(this.config, account.domain);
      // One after another: a transaction is one connection, which runs one statement at a time anyway.
      const photos = await exportPhotos(manager, userId);
      const messages = await exportMessages(manager, userId);
      const likes = await exportLikes(manager, userId);
      const blocks = await exportBlocks(manager, userId);
      const payments = await exportPayments(manager, userId);
      const ledger = await exportLedger(manager, userId);
      const push = await exportPushSubscriptions(manager, userId);
      const sessions = await exportSessions(manager, userId);
      return {
        exported_at: new Date().toISOString(),
        account: {
          id: account.id,
          email: account.email,
          name: account.name,
          status: account.status,
          language: account.language,
          country: account.country,
          signup_date: account.signup_date.toISOString(),
          activated_at: iso(account.activated_at),
          credits: account.credits,
          paid_user: account.paid_user,
          read_receipts: account.read_receipts,
          invisible: account.invisible,
          notifications_disabled: account.notifications_disabled,
          email_notifications_off: account.email_notifications_off,
          push_previews: account.push_previews,
          signup_message: account.signup_message,
          tracking: account.tracking,
        },
        profile: {
          date_of_birth: account.date_of_birth,
          gender: account.gender,
          sexuality: account.sexuality,
          region: account.region,
          city: account.city,
          about_me: account.about_me,
          hair_colour: account.hair_colour,
          eye_colour: account.eye_colour,
          body_type: account.body_type,
          relationship_status: account.relationship_status,
          interests: account.interests,
          appearance: account.appearance,
          ethnicity: account.ethnicity,
        },
        photos: photos.map((p) => ({
          url: photoUrl(origin, account.cdn_prefix, p.filename),
          thumb_url: photoUrl(origin, account.cdn_prefix, p.thumb_filename),
          position: p.position,
          created_at: p.created_at.toISOString(),
        })),
        messages: messages.map((m) => exportedMessage(m, userId)),
        likes: {
          given: likes
            .filter((l) => l.direction === 'given')
            .map((l) => ({ profile_id: l.profile_id, created_at: l.created_at.toISOString() })),
          received: likes
            .filter((l) => l.direction === 'received')
            .map((l) => ({ profile_id: l.profile_id, created_at: l.created_at.toISOString() })),
        },
        blocks: blocks.map((b) => ({ profile_id: b.profile_id, created_at: b.created_at.toISOString() })),
        payments: payments.map((p) => ({ ...p, created_at: p.created_at.toISOString(), paid_at: iso(p.paid_at) })),
        ledger: ledger.map((e) => ({ amount: e.amount, reason: e.reason, created_at: e.created_at.toISOString() })),
        push_subscriptions: push.map((s) => ({ endpoint_host: endpointHost(s.endpoint), created_at: s.created_at.toISOString() })),
        sessions: sessions.map((s) => ({
          created_at: s.created_at.toISOString(),
          expires_at: s.expires_at.toISOString(),
          revoked_at: iso(s.revoked_at),
          ip: s.ip,
          user_agent: s.user_agent,
        })),
      };
    });
  }
}
