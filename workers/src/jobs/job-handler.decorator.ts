import { SetMetadata } from '@nestjs/common';
import type { JobName } from '@amoretto/shared';

export const JOB_HANDLER = Symbol('JOB_HANDLER');

/** Marks a provider method as the one handler of a job in the shared job map. */
export const JobHandler = (name: JobName): MethodDecorator => SetMetadata(JOB_HANDLER, name);
