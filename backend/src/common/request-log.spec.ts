import 'reflect-metadata';
import { Writable } from 'node:stream';
import { Controller, Get, Logger as NestLogger, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger, LoggerModule } from 'nestjs-pino';
import { httpLoggerOptions } from '@amoretto/shared/node';

// The request log as the apps wire it (nestjs-pino with shared's pino-http options, the app's
// own logger swapped for it): one short line per request, and nothing that could carry a
// session or a token (cookies, headers, query strings).

@Controller()
class ProbeController {
  private readonly log = new NestLogger('Probe');

  @Get('probe')
  probe() {
    this.log.log('probe answered');
    return { ok: true };
  }

  @Get('health')
  health() {
    return { status: 'ok' };
  }
}

async function appLoggingTo(lines: Record<string, unknown>[]): Promise<NestFastifyApplication> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  @Module({ imports: [LoggerModule.forRoot({ pinoHttp: [httpLoggerOptions('info'), stream] })], controllers: [ProbeController] })
  class ProbeModule {}
  const app = await NestFactory.create<NestFastifyApplication>(ProbeModule, new FastifyAdapter(), { bufferLogs: true });
  app.useLogger(app.get(Logger));
  await app.listen(0, '127.0.0.1');
  return app;
}

describe('request log', () => {
  const lines: Record<string, unknown>[] = [];
  let app: NestFastifyApplication;
  const get = async (path: string, headers: Record<string, string> = {}) => fetch(`${await app.getUrl()}${path}`, { headers });

  beforeAll(async () => {
    app = await appLoggingTo(lines);
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(() => {
    lines.length = 0;
  });

  it('writes one line per request: method, path without the query, status and time', async () => {
    const response = await get('/probe?token=secret-token', {
      cookie: 'amoretto_session=secret-session',
      authorization: 'Bearer secret-bearer',
    });
    expect(response.status).toBe(200);

    const requestLines = lines.filter((line) => line.res !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({ req: { method: 'GET', path: '/probe' }, res: { status: 200 } });
    expect(requestLines[0]?.msg).toMatch(/^GET \/probe 200 \d+ms$/);
    expect(Object.keys(requestLines[0]?.req as object).sort()).toEqual(['id', 'method', 'path']);
    expect(JSON.stringify(lines)).not.toMatch(/secret/);
  });

  it("carries the app's own log lines through the same logger, with their context", async () => {
    await get('/probe');
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'probe answered', context: 'Probe' }));
  });

  it('leaves health checks out', async () => {
    const response = await get('/health');
    expect(response.status).toBe(200);
    expect(lines.filter((line) => line.res !== undefined)).toEqual([]);
  });
});
