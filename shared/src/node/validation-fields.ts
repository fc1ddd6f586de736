import type { ValidationError } from 'class-validator';

/** class-validator's errors as the API reports them: property path → names of the failed constraints. */
export function validationFields(errors: ValidationError[], prefix = '', out: Record<string, string[]> = {}): Record<string, string[]> {
  for (const error of errors) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.keys(error.constraints);
    if (error.children?.length) validationFields(error.children, path, out);
  }
  return out;
}
