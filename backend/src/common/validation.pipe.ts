import { HttpStatus, Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform, type ValidationError } from '@nestjs/common';
import { MAX_DEPTH, textFaults, tooDeepAt } from '@amoretto/shared';
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
 * Before anything walks the input, input nested too deeply is refused: class-transformer and the
 * text check recurse, and a few thousand levels would overflow the stack (a 500).
 * Then any accepted text Postgres cannot store (a NUL character, a lone surrogate) is refused,
 * whatever the DTO: a field without its own check would otherwise fail as a database error (500).
 */
@Injectable()
export class AppValidationPipe implements PipeTransform {
  private readonly strict = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory });
  private readonly lenient = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: false, transform: true, exceptionFactory });

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Custom decorators' values come from the app itself, not from the request.
    const fromRequest = metadata.type !== 'custom';
    const tooDeep = fromRequest ? tooDeepAt(value) : undefined;
    if (tooDeep !== undefined) {
      const path = [metadata.data, tooDeep].filter(Boolean).join('.') || 'body';
      throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, { [path]: [MAX_DEPTH] });
    }
    const lenient = (metadata.metatype as LenientDto | undefined)?.allowUnknownKeys === true;
    const valid: unknown = await (lenient ? this.lenient : this.strict).transform(value, metadata);
    // On what passed: only what the handler will use (a lenient DTO's unknown keys are gone).
    const faults = fromRequest ? textFaults(valid, metadata.data ?? '') : {};
    if (Object.keys(faults).length > 0) throw new ApiException('validation_failed', HttpStatus.BAD_REQUEST, faults);
    return valid;
  }
}
