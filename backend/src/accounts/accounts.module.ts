import { Global, Module } from '@nestjs/common';
import { SessionGuard } from '../auth/session.guard';
import { LocationModule } from '../location/location.module';
import { PushModule } from '../push/push.module';
import { SitesModule } from '../sites/sites.module';
import { AccountMailService } from './account-mail.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { KnownDevicesService } from './known-devices.service';
import { LoginThrottleService } from './login-throttle.service';
import { RequestContextService } from './request-context.service';
import { SessionsService } from './sessions.service';
import { UserController } from './user.controller';

// Global so every domain module can guard its routes with @Authenticated().
@Global()
@Module({
  imports: [SitesModule, LocationModule, PushModule],
  controllers: [UserController, AccountsController],
  providers: [AccountsService, SessionsService, SessionGuard, LoginThrottleService, KnownDevicesService, AccountMailService, RequestContextService],
  exports: [SessionsService, SessionGuard, AccountsService, RequestContextService],
})
export class AccountsModule {}
