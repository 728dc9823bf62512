import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

export const REDIS = Symbol('REDIS');

/** Options shared by every Redis connection of the BFF: commands fail fast instead of queueing while Redis is away. */
export function redisOptions(config: AppConfig) {
  return {
    enableOfflineQueue: false,
    commandTimeout: 1500,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
    lazyConnect: false,
    keyPrefix: undefined as string | undefined,
    ...(config.redisUrl.startsWith('rediss:') ? { tls: {} } : {}),
  };
}

/** The BFF's shared Redis connection: health, the public write limits and the job queues. */
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const client = new Redis(config.redisUrl, redisOptions(config));
        client.on('error', () => undefined); // state is read from client.status; errors surface on each command
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
