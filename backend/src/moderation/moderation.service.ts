import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  isLocale,
  DEFAULT_LOCALE,
  mailLinkOrigin,
  type ModerationMailKind,
  type ModerationQueueResponse,
  type ReportDecision,
} from '@amoretto/shared';
import { enqueueInTransaction } from '@amoretto/shared/db';
import { renderModerationMail } from '@amoretto/shared/node';
import { contactsOf } from '../account-deletion/account-deletion.repository';
import { SessionsService } from '../accounts/sessions.service';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { OperatorAuditService } from '../operator-auth/operator-audit.service';
import { RealtimeService } from '../realtime/realtime.service';
import {
  memberDecisionOutcome,
  photoDecisionOutcome,
  reportDecisionOutcome,
  textDecisionOutcome,
  type DecisionOutcome,
  type MemberDecision,
  type PhotoDecision,
  type TextDecision,
} from './moderation-rules';
import {
  clearPartnersUnread,
  closeComplaint,
  decideReport,
  lockedMember,
  lockedPhoto,
  lockedReport,
  openComplaints,
  openReports,
  setPhotoDecision,
  setProfileStatus,
  setTextDecision,
  textsToReview,
  toMemberRef,
  unreviewedPhotos,
  type DecidedMember,
} from './moderation.repository';

/** Who decides: the operator and the address the decision came from (both in the audit log). */
export interface Moderator {
  operatorId: number;
  ip: string;
}

/** Open pages told at once that a disabled member left; the rest drop them on their next refresh. */
const CONTACTS_TOLD = 2000;

/**
 * The console's moderation area (docs/product.md#moderation): what waits for a moderator, and the
 * decisions. Each decision changes the member, writes its audit line and queues its mail (outbox)
 * in one transaction, so a decision is audited and mailed exactly once or not at all.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly audit: OperatorAuditService,
    private readonly sessions: SessionsService,
    private readonly realtime: RealtimeService,
    private readonly config: AppConfig,
  ) {}

  async queue(): Promise<ModerationQueueResponse> {
    const db = this.db.manager;
    const [reports, complaints, photos, texts] = await Promise.all([
      openReports(db),
      openComplaints(db),
      unreviewedPhotos(db),
      textsToReview(db),
    ]);
    return {
      reports: reports.map((r) => ({
        id: r.id,
        created_at: r.created_at.toISOString(),
        status: r.status,
        reason: r.reason,
        text: r.text,
        conversation_id: r.conversation_id,
        reporter: toMemberRef(r, 'reporter'),
        reported: toMemberRef(r, 'reported'),
      })),
      complaints: complaints.map((c) => ({ ...c, created_at: c.created_at.toISOString() })),
      photos: photos.map((p) => ({
        id: p.id,
        created_at: p.created_at.toISOString(),
        status: p.status,
        url: `${p.cdn_prefix}/${p.filename}`,
        thumb_url: `${p.cdn_prefix}/${p.thumb_filename}`,
        member: toMemberRef(p, 'member'),
      })),
      texts: texts.map((t) => ({
        member: toMemberRef(t, 'member'),
        about_me: t.about_me,
        changed_at: t.about_me_changed_at?.toISOString() ?? null,
      })),
    };
  }

  /** Upholds or dismisses an open report; a decided one stays as it was. */
  async decideReport(by: Moderator, reportId: number, decision: ReportDecision): Promise<void> {
    await this.db.transaction(async (manager) => {
      const report = await lockedReport(manager, reportId);
      if (!report) throw new ApiException('not_found', HttpStatus.NOT_FOUND);
      const action = reportDecisionOutcome(report.status, decision);
      if (!action) return;
      await decideReport(manager, reportId, decision, by.operatorId);
      await this.audit.record(
        { operatorId: by.operatorId, action, memberId: report.reported_id, details: { report_id: reportId }, ip: by.ip },
        manager,
      );
    });
  }

  async closeComplaint(by: Moderator, complaintId: number): Promise<void> {
    await this.db.transaction(async (manager) => {
      const closed = await closeComplaint(manager, complaintId);
      if (!closed) return;
      await this.audit.record(
        {
          operatorId: by.operatorId,
          action: 'complaint_closed',
          memberId: closed.member_id,
          details: { complaint_id: complaintId },
          ip: by.ip,
        },
        manager,
      );
    });
  }

  /** Approves or rejects a photo: a rejected one is shown to nobody but its owner (with its status). */
  async decidePhoto(by: Moderator, photoId: number, decision: PhotoDecision, note?: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const photo = await lockedPhoto(manager, photoId);
      const member = photo ? await lockedMember(manager, photo.user_id) : null;
      if (!photo || !member) throw new ApiException('not_found', HttpStatus.NOT_FOUND);
      const outcome = photoDecisionOutcome(decision, photo);
      if (!outcome.changes) return;
      await setPhotoDecision(manager, photoId, outcome.status);
      await this.record(manager, by, member, outcome, { photo_id: photoId }, note);
    });
  }

  /** Approves a profile text or hides it from everyone but its owner. */
  async decideText(by: Moderator, memberId: number, decision: TextDecision, note?: string): Promise<void> {
    await this.db.transaction(async (manager) => {
      const member = await this.member(manager, memberId);
      const outcome = textDecisionOutcome(decision, { hidden: member.about_me_hidden, pending: member.about_me_review_pending });
      if (!outcome.changes) return;
      await setTextDecision(manager, memberId, decision === 'hide');
      await this.record(manager, by, member, outcome, {}, note);
    });
  }

  /**
   * Warns, disables or restores a member. Disabling hides the profile everywhere and ends every
   * session of its owner in the same transaction; after the commit their open tabs are told
   * (they show the ban page) and their sockets closed, on whichever gateway holds them.
   */
  async decideMember(by: Moderator, memberId: number, decision: MemberDecision, note?: string): Promise<void> {
    const result = await this.db.transaction(async (manager) => {
      const member = await this.member(manager, memberId);
      const outcome = memberDecisionOutcome(decision, member.profile_status);
      if (!outcome.changes) return null;
      let ended: string[] = [];
      let contacts: number[] = [];
      if (decision === 'disable') {
        await setProfileStatus(manager, memberId, 'disabled');
        await clearPartnersUnread(manager, memberId);
        contacts = await contactsOf(manager, memberId, CONTACTS_TOLD);
        // Redis out of reach throws here and rolls the whole decision back (no half-disabled member).
        ended = await this.sessions.endAllOf(manager, memberId);
      } else if (decision === 'restore') {
        await setProfileStatus(manager, memberId, 'active');
      }
      await this.record(manager, by, member, outcome, {}, note);
      return { ended, contacts };
    });
    if (decision !== 'disable' || !result) return;
    this.realtime.toUser(memberId, 'session.ended', { reason: 'disabled' });
    this.sessions.afterEnding(memberId, result.ended, true);
    for (const contact of result.contacts) this.realtime.toUser(contact, 'member.left', { profile_id: memberId });
  }

  private async member(manager: EntityManager, memberId: number): Promise<DecidedMember> {
    const member = await lockedMember(manager, memberId);
    if (!member) throw new ApiException('member_not_found', HttpStatus.NOT_FOUND);
    return member;
  }

  /** The decision's audit line and, where it affects the member, its mail in the member's language. */
  private async record(
    manager: EntityManager,
    by: Moderator,
    member: DecidedMember,
    outcome: DecisionOutcome,
    details: Record<string, unknown>,
    note: string | undefined,
  ): Promise<void> {
    const cleanNote = note?.trim() || undefined;
    await this.audit.record(
      {
        operatorId: by.operatorId,
        action: outcome.audit,
        memberId: member.id,
        details: { ...details, ...(cleanNote ? { note: cleanNote } : {}) },
        ip: by.ip,
      },
      manager,
    );
    if (outcome.mail) await this.mail(manager, member, outcome.mail, cleanNote);
  }

  private async mail(manager: EntityManager, member: DecidedMember, kind: ModerationMailKind, note: string | undefined): Promise<void> {
    const site = member.site_name ?? 'Amoretto';
    const locale = isLocale(member.language) ? member.language : DEFAULT_LOCALE;
    const mail = renderModerationMail(kind, locale, {
      name: member.name,
      site,
      origin: mailLinkOrigin(this.config, member.site_domain),
      note,
    });
    await enqueueInTransaction(manager, 'mail.send', {
      to: member.email,
      fromName: site,
      ...(member.support_email ? { replyTo: member.support_email } : {}),
      ...mail,
    });
  }
}
