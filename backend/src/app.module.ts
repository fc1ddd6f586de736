import { Module, type DynamicModule, type ModuleMetadata } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { httpLoggerOptions } from '@amoretto/shared/node';
import { AccountDeletionModule } from './account-deletion/account-deletion.module';
import { AccountsModule } from './accounts/accounts.module';
import { CampaignsModule } from './campaigns/campaigns.module';
import { ComplaintsModule } from './complaints/complaints.module';
import { LandersModule } from './landers/landers.module';
import { ChatsModule } from './chats/chats.module';
import { ProfilesModule } from './profiles/profiles.module';
import { CompanyModule } from './company/company.module';
import { DirectDebitModule } from './direct-debit/direct-debit.module';
import { DiscountsModule } from './discounts/discounts.module';
import { HttpErrorFilter } from './common/http-error.filter';
import { OwnWritesMovePollVersion } from './poll/own-writes.interceptor';
import { OriginGuard } from './common/origin.guard';
import { AppValidationPipe } from './common/validation.pipe';
import { AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { LocationModule } from './location/location.module';
import { HealthModule } from './health/health.module';
import { RealtimeModule } from './realtime/realtime.module';
import { RedisModule } from './redis/redis.module';
import { PageEventsModule } from './page-events/page-events.module';
import { CollectorModule } from './collector/collector.module';
import { CamsModule } from './cams/cams.module';
import { PaymentsModule } from './payments/payments.module';
import { PhotosModule } from './photos/photos.module';
import { PremiumModule } from './premium/premium.module';
import { ReferenceModule } from './reference/reference.module';
import { SearchModule } from './search/search.module';
import { LikesModule } from './likes/likes.module';
import { SwipeGameModule } from './swipe-game/swipe-game.module';
import { MatchFinderModule } from './match-finder/match-finder.module';
import { MembersModule } from './members/members.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OperatorAuthModule } from './operator-auth/operator-auth.module';
import { ModerationModule } from './moderation/moderation.module';
import { ReportsModule } from './reports/reports.module';
import { OperatorCampaignsModule } from './operator-campaigns/operator-campaigns.module';
import { OperatorOverviewModule } from './operator-overview/operator-overview.module';
import { OperatorSupportModule } from './operator-support/operator-support.module';
import { OperatorFictionalModule } from './operator-fictional/operator-fictional.module';
import { OperatorTrustModule } from './operator-trust/operator-trust.module';
import { SiteSettingsModule } from './site-settings/site-settings.module';

@Module({})
export class AppModule {
  static forConfig(config: AppConfig, extra: ModuleMetadata = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        { module: ConfigHolder, global: true, providers: [{ provide: AppConfig, useValue: config }], exports: [AppConfig] },
        LoggerModule.forRoot({ pinoHttp: httpLoggerOptions(config.LOG_LEVEL) }),
        DatabaseModule,
        RedisModule,
        RealtimeModule,
        HealthModule,
        SiteSettingsModule,
        ReferenceModule,
        CompanyModule,
        PageEventsModule,
        CollectorModule,
        CamsModule,
        AccountsModule,
        ComplaintsModule,
        NotificationsModule,
        AccountDeletionModule,
        ProfilesModule,
        PhotosModule,
        SearchModule,
        MembersModule,
        LikesModule,
        SwipeGameModule,
        MatchFinderModule,
        LocationModule,
        CampaignsModule,
        LandersModule,
        ChatsModule,
        DiscountsModule,
        PremiumModule,
        PaymentsModule,
        DirectDebitModule,
        OperatorAuthModule,
        ReportsModule,
        ModerationModule,
        OperatorSupportModule,
        OperatorCampaignsModule,
        OperatorOverviewModule,
        OperatorFictionalModule,
        OperatorTrustModule,
        ...(extra.imports ?? []),
      ],
      controllers: extra.controllers ?? [],
      providers: [
        { provide: APP_FILTER, useClass: HttpErrorFilter },
        { provide: APP_PIPE, useClass: AppValidationPipe },
        { provide: APP_GUARD, useClass: OriginGuard },
        { provide: APP_INTERCEPTOR, useClass: OwnWritesMovePollVersion },
        ...(extra.providers ?? []),
      ],
    };
  }
}

class ConfigHolder {}
