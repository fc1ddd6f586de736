import type { OperatorRole } from '@amoretto/shared';

/** One work area of the console: a route of its own under /operator, for the roles named. */
export interface ConsoleArea {
  /** The area's route, e.g. `/operator/fictional`. */
  path: string;
  title: string;
  hint: string;
  roles: readonly OperatorRole[];
}

/**
 * The console's work areas, as data: the home lists those the operator's role may open, in
 * this order. An area adds itself here with its route.
 */
export const CONSOLE_AREAS: readonly ConsoleArea[] = [];

/** The areas an operator of `role` may open. */
export function areasFor(role: OperatorRole): ConsoleArea[] {
  return CONSOLE_AREAS.filter((area) => area.roles.includes(role));
}
