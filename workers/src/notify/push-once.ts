import type { DataSource, EntityManager } from 'typeorm';
import { releaseJobEffect } from '../jobs/jobs.repository';
import { deletePushSubscription } from './notify.repository';
import type { PlannedPush, PushSender } from './push-sender.service';
import { runOnceIfDone } from './run-once-if-done';

/**
 * A job's push, once: `plan` decides in a short transaction that claims the job's key (and may
 * note the push in the member's state); the push goes out after it commits, so no database
 * connection waits on a push service. Then, only when needed, one more transaction: subscriptions
 * answered 404/410 are deleted; when no browser took it, `undo` takes the noted state back, and
 * when they failed for a passing reason the key is given back and the job fails, so BullMQ's retry
 * pushes again. A worker dying between the commit and the push loses that one push (the re-run
 * finds the key taken): a push missed rather than a push twice.
 */
export async function pushOnce(
  db: DataSource,
  sender: PushSender,
  job: { key: string; name: string },
  plan: (manager: EntityManager) => Promise<PlannedPush | null>,
  undo?: (manager: EntityManager) => Promise<void>,
): Promise<void> {
  const decided: { push: PlannedPush | null } = { push: null };
  const outcome = await runOnceIfDone(db, job, async (manager) => {
    decided.push = await plan(manager);
    return decided.push !== null;
  });
  const planned = decided.push;
  if (outcome !== 'done' || planned === null) return;
  const delivery = await sender.deliver(planned);
  if (delivery.sent && delivery.gone.length === 0) return;
  await db.transaction(async (manager) => {
    for (const id of delivery.gone) await deletePushSubscription(manager, id);
    if (!delivery.sent) await undo?.(manager);
    if (delivery.retry) await releaseJobEffect(manager, job.key);
  });
  if (delivery.retry) throw new Error(`push to member ${planned.userId} failed on every browser; retrying`);
}
