import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';

/** Reads a process's environment into a validated config class; a bad deploy fails at boot. */
export function loadEnvConfig<T extends object>(Config: new () => T, env: NodeJS.ProcessEnv = process.env): T {
  const config = plainToInstance(Config, { ...env }, { exposeDefaultValues: true });
  const errors = validateSync(config);
  if (errors.length > 0) {
    const lines = errors.map((e) => `  ${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return config;
}
