import { createServer, type Server, type Socket } from 'node:net';

const SMTP_REPLIES: Record<string, string> = { EHLO: '250 sink', HELO: '250 sink', DATA: '354 go on', QUIT: '221 bye' };

export interface SunkMail {
  from: string;
  to: string[];
  data: string;
  at: number;
}

/**
 * A minimal SMTP server for tests that send many mails: it accepts every message and keeps it
 * in memory with the time it arrived (the shared mail catcher would fill up and is slower to ask).
 */
export class SmtpSink {
  readonly mails: SunkMail[] = [];
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  async start(port: number): Promise<void> {
    this.server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private session(socket: Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let current: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          this.mails.push({ ...current, data: buffer.slice(0, end), at: Date.now() });
          buffer = buffer.slice(end + 5);
          inData = false;
          current = { from: '', to: [] };
          reply('250 queued');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') current.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
        if (verb === 'RCPT') current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        if (verb === 'DATA') inData = true;
        reply(SMTP_REPLIES[verb] ?? '250 ok');
        if (verb === 'QUIT') socket.end();
      }
    });
  }
}
