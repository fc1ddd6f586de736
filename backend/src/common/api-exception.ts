import { HttpException, HttpStatus } from '@nestjs/common';
import type { ErrorCode } from '@amoretto/shared';

/** An error the client is meant to see: a code from the closed enum and an HTTP status. */
export class ApiException extends HttpException {
  constructor(
    readonly code: ErrorCode,
    status: HttpStatus,
    readonly fields?: Record<string, string[]>,
    readonly details?: Record<string, string | number>,
  ) {
    super(code, status);
  }
}
