import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { QueueMetrics } from '../metrics/queue-metrics.js';
import { QueueWorkersService } from './queue-workers.service.js';
import { RedisEvictionCheck } from './redis-eviction-check.js';
import { RedisModule } from './redis.module.js';

/** The queues' workers, started once every job has a handler, the check of Redis's eviction policy and the queues' metrics. */
@Module({
  imports: [DiscoveryModule, RedisModule],
  providers: [QueueWorkersService, RedisEvictionCheck, QueueMetrics],
})
export class QueuesModule {}
