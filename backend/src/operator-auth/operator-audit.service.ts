import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Queryable } from '@amoretto/shared/db';
import { insertAuditEntry, type AuditEntry } from './operator-auth.repository';

/**
 * The operator audit log for every module of the console: each action writes its line here,
 * in the action's own transaction when it passes one (the change and its line commit together,
 * or neither does).
 */
@Injectable()
export class OperatorAuditService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  record(entry: AuditEntry, transaction: Queryable = this.db.manager): Promise<void> {
    return insertAuditEntry(transaction, entry);
  }
}
