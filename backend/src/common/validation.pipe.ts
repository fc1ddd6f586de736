import { HttpStatus, Injectable, ValidationPipe, type ArgumentMetadata, type PipeTransform, type ValidationError } from '@nestjs/common';
import { ApiException } from './api-exception';

/** DTO classes that must accept keys they do not declare (e.g. arbitrary tracking query params). */
export interface LenientDto {
  allowUnknownKeys?: true;
}

function collectFields(errors: ValidationError[], prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.keys(error.constraints);
    if (error.children?.length) collectFields(error.children, path, out);
  }
  return out;
}

const exceptionFactory = (errors: ValidationError[]) =>
  new ApiException('validation_failed', HttpStatus.BAD_REQUEST, collectFields(errors));

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
