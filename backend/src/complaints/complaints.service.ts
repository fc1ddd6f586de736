import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isPlausibleEmail, mailLinkOrigin, type ComplaintDto, type Locale } from '@amoretto/shared';
import { enqueueInTransaction, type SiteEntity } from '@amoretto/shared/db';
import { renderComplaintMail } from '@amoretto/shared/node';
import { ApiException } from '../common/api-exception';
import { AppConfig } from '../config/app-config';
import { newComplaintReference, normalizeComplaintText } from './complaint-rules';
import { complainant, insertComplaint, memberExists, takesPartIn } from './complaints.repository';

/** A reference is drawn again on the rare clash with a stored one. */
const REFERENCE_TRIES = 5;

/**
 * Stores a complaint and queues its acknowledgment mail in the same transaction
 * (docs/product.md#complaints). A logged-in member's account address and language are used; a
 * visitor gives an address and gets the mail in the page's language.
 */
@Injectable()
export class ComplaintsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  async submit(input: ComplaintDto, userId: number | null, site: SiteEntity, pageLocale: Locale): Promise<{ reference: string }> {
    return this.db.transaction(async (manager) => {
      const account = userId === null ? null : await complainant(manager, userId);
      const email = account?.email ?? input.email?.trim().toLowerCase();
      if (!email) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { email: ['isNotEmpty'] });
      if (!isPlausibleEmail(email)) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { email: ['isEmail'] });
      if (input.member_id !== undefined && !(await memberExists(manager, input.member_id))) {
        throw new ApiException('member_not_found', HttpStatus.NOT_FOUND, { member_id: ['unknown'] });
      }
      // Only a member's own conversations can be named: ids are not a way to probe others'.
      if (input.conversation_id !== undefined && !(userId !== null && (await takesPartIn(manager, userId, input.conversation_id)))) {
        throw new ApiException('conversation_not_found', HttpStatus.NOT_FOUND, { conversation_id: ['unknown'] });
      }
      let reference: string | null = null;
      for (let i = 0; i < REFERENCE_TRIES && reference === null; i += 1) {
        const candidate = newComplaintReference();
        const id = await insertComplaint(manager, {
          siteId: site.id,
          userId: account ? userId : null,
          email,
          topic: input.topic,
          text: normalizeComplaintText(input.text),
          memberId: input.member_id ?? null,
          conversationId: input.conversation_id ?? null,
          reference: candidate,
        });
        if (id !== null) reference = candidate;
      }
      if (reference === null) throw new Error('no free complaint reference');
      const mail = renderComplaintMail(account?.language ?? pageLocale, {
        reference,
        topic: input.topic,
        site: site.name,
        origin: mailLinkOrigin(this.config, site.domain),
        supportEmail: site.support_email,
      });
      await enqueueInTransaction(manager, 'mail.send', {
        to: email,
        fromName: site.name,
        ...(site.support_email ? { replyTo: site.support_email } : {}),
        ...mail,
      });
      return { reference };
    });
  }
}
