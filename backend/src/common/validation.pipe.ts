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
  private readonly queries = new QueryResults();

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Every member's tab polls a few GETs with the same query every minute: a query string that
    // passed once gives the same DTO again (validation only reads the input), so it is not walked again.
    const known = metadata.type === 'query' ? this.queries.get(metadata.metatype, value) : undefined;
    if (known !== undefined) return known;
    const valid = await this.validate(value, metadata);
    if (metadata.type === 'query') this.queries.remember(metadata.metatype, value, valid);
    return valid;
  }

  private async validate(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
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

type DtoClass = new () => object;
/** Values a query DTO may hold to be remembered: copies of them are the same DTO. */
type Flat = Record<string, string | number | boolean>;

/**
 * Validated query DTOs by class and query string, for flat answers only (their copies cannot
 * share state); at most MAX per class, so query strings with ever new values do not grow it.
 */
class QueryResults {
  private static readonly MAX = 64;
  private readonly byClass = new WeakMap<DtoClass, Map<string, Flat>>();

  get(metatype: unknown, value: unknown): object | undefined {
    if (typeof metatype !== 'function' || metatype === Object || !isFlat(value)) return undefined;
    const found = this.byClass.get(metatype as DtoClass)?.get(JSON.stringify(value));
    return found && Object.assign(new (metatype as DtoClass)(), found);
  }

  remember(metatype: unknown, value: unknown, valid: unknown): void {
    if (typeof metatype !== 'function' || metatype === Object || !isFlat(value) || !(valid instanceof metatype) || !isFlat(valid)) return;
    let results = this.byClass.get(metatype as DtoClass);
    if (!results) this.byClass.set(metatype as DtoClass, (results = new Map()));
    if (results.size < QueryResults.MAX) results.set(JSON.stringify(value), { ...valid });
  }
}

function isFlat(value: unknown): value is Flat {
  if (typeof value !== 'object' || value === null) return false;
  for (const v of Object.values(value)) if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return false;
  return true;
}
