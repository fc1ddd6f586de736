import { Injectable } from '@nestjs/common';
import { Counter, Gauge, type Registry } from 'prom-client';
import { createMetricsRegistry } from '@amoretto/shared/node';

/**
 * The gateway's /metrics (docs/decisions.md, "Who reads /metrics"): process metrics, sockets
 * connected now, chat messages sent over sockets by outcome, and member events this gateway
 * delivered to its sockets (messages, read receipts, counters relayed from any gateway).
 */
@Injectable()
export class GatewayMetrics {
  readonly registry: Registry = createMetricsRegistry('gateway');
  private countSockets: () => number = () => 0;

  readonly sockets: Gauge = new Gauge({
    name: 'gateway_sockets_connected',
    help: 'Sockets connected to this gateway now',
    registers: [this.registry],
    collect: (): void => this.sockets.set(this.countSockets()),
  });

  readonly messagesSent = new Counter({
    name: 'gateway_messages_sent_total',
    help: 'Chat messages members sent over a socket, by the answer’s status',
    labelNames: ['status'] as const,
    registers: [this.registry],
  });

  readonly eventsDelivered = new Counter({
    name: 'gateway_events_delivered_total',
    help: 'Member events (messages, receipts, counters) relayed to sockets of this gateway',
    registers: [this.registry],
  });

  /** The socket server tells how many sockets it holds, read at each scrape. */
  countSocketsWith(count: () => number): void {
    this.countSockets = count;
  }
}
