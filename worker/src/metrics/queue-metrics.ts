import { QUEUES } from '@caliber/contracts';
import { JobGateway } from '@caliber/core';
import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Gauge } from 'prom-client';

// Mail jobs wait as 'prioritized' (docs/mail.md): counted beside 'waiting'.
const STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed'] as const;
/** The gateways whose queues are counted at each scrape (one in a worker process). */
const counted = new Set<JobGateway>();

new Gauge({
  name: 'caliber_queue_jobs',
  help: 'Jobs in each BullMQ queue by state, read from Redis at each scrape (the same for every worker: take the max)',
  labelNames: ['queue', 'state'] as const,
  async collect() {
    for (const gateway of counted) {
      for (const queue of Object.values(QUEUES)) {
        const counts = await gateway.jobCounts(queue, STATES);
        for (const state of STATES) this.set({ queue, state }, counts[state] ?? 0);
      }
    }
  },
});

/** Has the queues counted at each scrape of /metrics (docs/operations.md, "Metrics and traces"). */
@Injectable()
export class QueueMetrics implements OnModuleInit, OnModuleDestroy {
  constructor(private readonly gateway: JobGateway) {}

  onModuleInit(): void {
    counted.add(this.gateway);
  }

  onModuleDestroy(): void {
    counted.delete(this.gateway);
  }
}
