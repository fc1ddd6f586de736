import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { DiscountsController } from './discounts.controller';
import { DiscountsService } from './discounts.service';

/** Discount codes, the welcome offer and the time bonus; the payments module prices with DiscountsService. */
@Module({ imports: [AuthModule], controllers: [DiscountsController], providers: [DiscountsService], exports: [DiscountsService] })
export class DiscountsModule {}
