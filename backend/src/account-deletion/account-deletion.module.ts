import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionService } from './account-deletion.service';
import { AccountExportService } from './account-export.service';

/** Leaving: deletion with its reason and stay offer, and the data export (docs/product.md#leaving). */
@Module({
  imports: [AccountsModule],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService, AccountExportService],
})
export class AccountDeletionModule {}
