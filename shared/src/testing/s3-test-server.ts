// The apps type-check this file through a path mapping, which brings no ambient declarations along.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./s3rver.d.ts" />
// Tests only: a local S3-compatible server (s3rver, files in a temporary directory) behind a
// front that checks every signed request's AWS Signature V4 with the bucket's secret, as a real
// store does (s3rver itself checks the access key id only). Anonymous reads pass, anonymous
// writes are refused: the bucket policy production uses (public GetObject, nothing else).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** s3rver's one account. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';

export interface S3TestServer {
  /** http://127.0.0.1:<port>, the address clients use (the checking front). */
  endpoint: string;
  port: number;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The settings that point the apps' photo store at this server. */
  env: Record<
    'PHOTO_STORE' | 'S3_ENDPOINT' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE',
    string
  >;
  /** Signed requests refused for a bad signature so far. */
  refused: number;
  /** Stops the server (a second call does nothing): the store is then out of reach. */
  stop(): Promise<void>;
}

export async function startS3TestServer(options: { port?: number; bucket?: string; region?: string } = {}): Promise<S3TestServer> {
  const bucket = options.bucket ?? 'photos';
  const region = options.region ?? 'eu-central-1';
  const directory = mkdtempSync(join(tmpdir(), 'amoretto-s3-'));
  const s3rver = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const inner = (await s3rver.run()) as AddressInfo;
  let refused = 0;
  const front: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = checkRequest(req, body, region);
      if (problem) {
        if (problem !== 'anonymous write') refused += 1;
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>${problem}</Message></Error>`);
        return;
      }
      forward(req, body, res, inner.port);
    });
  });
  await new Promise<void>((done, fail) => {
    front.once('error', fail);
    front.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const port = (front.address() as AddressInfo).port;
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    port,
    bucket,
    region,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    env: {
      PHOTO_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    get refused() {
      return refused;
    },
    async stop() {
      if (!front.listening) return;
      front.closeAllConnections();
      await new Promise<void>((done) => front.close(() => done()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

function forward(req: IncomingMessage, body: Buffer, res: ServerResponse, port: number): void {
  const upstream = httpRequest({ host: '127.0.0.1', port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => res.destroy());
  upstream.end(body);
}

/** Why the request is refused, or null. The checks of AWS Signature V4 for a header-signed request. */
function checkRequest(req: IncomingMessage, body: Buffer, region: string): string | null {
  const authorization = req.headers.authorization;
  if (!authorization) return req.method === 'GET' || req.method === 'HEAD' ? null : 'anonymous write';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'not an AWS Signature V4 header';
  const [, keyId, day, scopeRegion, signedHeaders, signature] = match as unknown as [string, string, string, string, string, string];
  if (keyId !== ACCESS_KEY_ID) return 'unknown access key';
  if (scopeRegion !== region) return 'wrong region';
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day)) return 'date outside the credential scope';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) return 'payload hash mismatch';
  const url = new URL(req.url ?? '/', 'http://local');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeRfc3986(k), encodeRfc3986(v)])
    .sort(([a, x], [b, y]) => (a === b ? (x! < y! ? -1 : 1) : a! < b! ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders
    .split(';')
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonical = [req.method, url.pathname, query, headers, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonical).digest('hex')].join('\n');
  let key: Buffer = Buffer.from(`AWS4${SECRET_ACCESS_KEY}`);
  for (const part of [day, region, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
  const expected = createHmac('sha256', key).update(toSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'signature mismatch';
}

function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}
