import { HttpStatus, Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform, type ValidationError } from '@nestjs/common';
import { validationFields } from '@amoretto/shared/node';
import { ApiException } from './api-exception';

/** DTO classes that must accept keys they do not declare (e.g. arbitrary tracking query params). */
export interface LenientDto {
  allowUnknownKeys?: true;
}

const exceptionFactory = (errors: ValidationError[]) =>
  new ApiException('validation_failed', HttpStatus.BAD_REQUEST, validationFields(errors));

/** Strict by default: unknown keys are an error; a DTO opts out with `static allowUnknownKeys = true`. */
@Injectable()
export class AppValidationPipe implements PipeTransform {
  private readonly strict = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true, exceptionFactory });
  private readonly lenient = new ValidationPipe({ whitelist: true, forbidNonWhitelisted: false, transform: true, exceptionFactory });

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    const lenient = (metadata.metatype as LenientDto | undefined)?.allowUnknownKeys === true;
    return (lenient ? this.lenient : this.strict).transform(value, metadata);
  }
}
