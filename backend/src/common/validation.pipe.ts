import { HttpStatus, Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform, type ValidationError } from '@nestjs/common';
import { NO_NUL, nulPaths } from '@amoretto/shared';
import { validationFields } from '@amoretto/shared/node';
import { ApiException } from './api-exception';

/** DTO classes that must accept keys they do not declare (e.g. arbitrary tracking query params). */
export interface LenientDto {
  allowUnknownKeys?: true;
}

const exceptionFactory = (errors: ValidationError[]) =>
  new ApiException('validation_failed', HttpStatus.BAD_REQUEST, validationFields(errors));

/**
 * Strict by default: unknown keys are an error; a DTO opts out with `static allowUnknownKeys = true`.
 * Then any accepted text with a NUL character is refused, whatever the DTO: Postgres text cannot
 * hold one, and a field without its own check would otherwise fail as a database error (500).
 */
@Injectable()
export class AppValidationPipe implements PipeTransform {
  private readonly strict = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory });
  private readonly lenient = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: false, transform: true, exceptionFactory });

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const lenient = (metadata.metatype as LenientDto | undefined)?.allowUnknownKeys === true;
    const valid: unknown = await (lenient ? this.lenient : this.strict).transform(value, metadata);
    // On what passed: only what the handler will use (a lenient DTO's unknown keys are gone).
    if (metadata.type !== 'custom') {
      const paths = nulPaths(valid, metadata.data ?? '');
      if (paths.length > 0) {
        throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, Object.fromEntries(paths.map((path) => [path, [NO_NUL]])));
      }
    }
    return valid;
  }
}
