import { Module } from '@nestjs/common';
import { SessionsService } from '../accounts/sessions.service';
import { OptionalSessionGuard, SessionGuard } from './session.guard';

/**
 * What `@Authenticated()` and `@OptionalSession()` need: a module whose routes use them imports
 * this one (or AccountsModule, which re-exports it). Apart from AccountsModule so that modules
 * accounts itself imports (location) can guard their routes without an import cycle.
 */
@Module({
  providers: [SessionsService, SessionGuard, OptionalSessionGuard],
  exports: [SessionsService, SessionGuard, OptionalSessionGuard],
})
export class AuthModule {}
