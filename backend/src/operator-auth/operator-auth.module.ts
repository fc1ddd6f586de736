import { Module } from '@nestjs/common';
import { OperatorAuditService } from './operator-audit.service';
import { OperatorAuthController } from './operator-auth.controller';
import { OperatorAuthService } from './operator-auth.service';
import { OperatorSessionGuard } from './operator-session.guard';
import { OperatorSessionsService } from './operator-sessions.service';

/**
 * Operator accounts' login and sessions (docs/product.md#operators). The console's modules
 * import this one for `@OperatorAuthenticated()` and OperatorAuditService; nothing here touches
 * member sessions.
 */
@Module({
  controllers: [OperatorAuthController],
  providers: [OperatorAuthService, OperatorSessionsService, OperatorSessionGuard, OperatorAuditService],
  exports: [OperatorSessionsService, OperatorSessionGuard, OperatorAuditService],
})
export class OperatorAuthModule {}
