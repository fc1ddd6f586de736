import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { LocationModule } from '../location/location.module';
import { PushModule } from '../push/push.module';
import { SitesModule } from '../sites/sites.module';
import { AccountMailService } from './account-mail.service';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { KnownDevicesService } from './known-devices.service';
import { LoginLinkController } from './login-link.controller';
import { LoginLinkService } from './login-link.service';
import { LoginThrottleService } from './login-throttle.service';
import { RequestContextService } from './request-context.service';
import { UserController } from './user.controller';

// Not global: a module that uses the member's account (AccountsService) imports this one; a
// module that only guards its routes imports AuthModule.
@Module({
  imports: [AuthModule, SitesModule, LocationModule, PushModule],
  controllers: [UserController, AccountsController, LoginLinkController],
  providers: [AccountsService, LoginLinkService, LoginThrottleService, KnownDevicesService, AccountMailService, RequestContextService],
  exports: [AuthModule, AccountsService, RequestContextService, AccountMailService, LoginThrottleService],
})
export class AccountsModule {}
