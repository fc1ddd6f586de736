import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { purgeDue, type JobOf } from '@amoretto/shared';
import { removeStoredPhotoFiles } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import type { JobContext } from '../jobs/handler-registry';
import { JobHandler } from '../jobs/job-handler.decorator';
import { anonymizeMember, deleteMemberRows, lockForPurge, photoFilesOf } from './account-purge.repository';

/**
 * The end of the undo window of a deleted account (docs/product.md#leaving): its photos (files
 * too), conversations with their messages, likes, blocks, subscriptions, sessions and personal
 * fields go; the ledger and payments stay, tied to a row that names nobody.
 *
 * Idempotent without a job-effects record: it acts only on a deleted, unpurged account whose
 * window closed (purgeDue), and marks it purged in the same transaction. The files are removed
 * inside that transaction, before the commit: a failure rolls the rows back and the retry finds
 * them again (removing a file already gone is no error); a crash after the commit leaves nothing
 * undone. A member who came back, or deleted again later (the later deletion's job is the one
 * that counts), is left alone.
 */
@Injectable()
export class AccountPurgeProcessor {
  constructor(
    private readonly db: DataSource,
    private readonly config: WorkersConfig,
  ) {}

  @JobHandler('account.purge')
  async purge(payload: JobOf<'account.purge'>, _job: JobContext): Promise<'purged' | 'nothing_to_do'> {
    return this.db.transaction(async (manager) => {
      const member = await lockForPurge(manager, payload.userId);
      if (!member || !purgeDue(member, new Date())) return 'nothing_to_do';
      const files = await photoFilesOf(manager, member.id);
      await deleteMemberRows(manager, member.id);
      await anonymizeMember(manager, member.id);
      for (const filename of files) await removeStoredPhotoFiles(this.config.MEDIA_DIR, filename);
      return 'purged';
    });
  }
}
