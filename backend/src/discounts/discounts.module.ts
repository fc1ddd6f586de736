import { Module } from '@nestjs/common';
import { DiscountsService } from './discounts.service';

/** Discount codes, the welcome offer and the time bonus; the payments module prices with DiscountsService. */
@Module({ providers: [DiscountsService], exports: [DiscountsService] })
export class DiscountsModule {}
