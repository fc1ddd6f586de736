import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ACCOUNT_DELETION_UNDO_DAYS, purgeDue, type JobOf } from '@amoretto/shared';
import { createPhotoStore, removeStoredPhotoFiles, type PhotoStore } from '@amoretto/shared/node';
import { WorkersConfig } from '../config/workers-config';
import type { JobContext } from '../jobs/handler-registry';
import { JobHandler } from '../jobs/job-handler.decorator';
import { accountsAwaitingPurge, anonymizeMember, deleteMemberRows, lockForPurge, photoFilesOf } from './account-purge.repository';

/** Accounts one sweep purges at most; a longer backlog is finished by the next sweeps. */
const SWEEP_BATCH = 500;

/**
 * The end of the undo window of a deleted account (docs/product.md#leaving): its photos (files
 * or objects too), conversations with their messages, likes, blocks, subscriptions, sessions and personal
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
export class AccountPurgeProcessor implements OnApplicationShutdown {
  /** The backend's photo store (PHOTO_STORE: the disk under MEDIA_DIR, or the bucket). */
  private readonly photos: PhotoStore;

  constructor(
    private readonly db: DataSource,
    config: WorkersConfig,
  ) {
    this.photos = createPhotoStore(config);
  }

  // After the jobs drained (JobRunnerService.drain runs first): never closed under a running job.
  onApplicationShutdown(): void {
    this.photos.close();
  }

  @JobHandler('account.purge')
  async purge(payload: JobOf<'account.purge'>, _job: JobContext): Promise<'purged' | 'nothing_to_do'> {
    return this.db.transaction(async (manager) => {
      const member = await lockForPurge(manager, payload.userId);
      if (!member || !purgeDue(member, new Date())) return 'nothing_to_do';
      const files = await photoFilesOf(manager, member.id);
      await deleteMemberRows(manager, member.id);
      await anonymizeMember(manager, member.id);
      for (const filename of files) await removeStoredPhotoFiles(this.photos, filename);
      return 'purged';
    });
  }

  /**
   * The daily safety net (purge-sweep.scheduler.ts): every account whose window closed and that is
   * still not purged, each in its own transaction as above. Overlapping sweeps or a sweep meeting a
   * purge job are harmless: the row lock and `purgeDue` let one of them do it.
   */
  @JobHandler('account.purge-sweep')
  async sweep(_payload: JobOf<'account.purge-sweep'>, job: JobContext): Promise<number> {
    const deletedBefore = new Date(Date.now() - ACCOUNT_DELETION_UNDO_DAYS * 86_400_000);
    let purged = 0;
    for (const userId of await accountsAwaitingPurge(this.db, deletedBefore, SWEEP_BATCH)) {
      if ((await this.purge({ userId }, job)) === 'purged') purged += 1;
    }
    return purged;
  }
}
