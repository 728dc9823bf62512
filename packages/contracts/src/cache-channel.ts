/**
 * The Redis pub/sub channel on which the worker and every BFF replica announce a catalogue change; each
 * BFF drops its public cache on a message (docs/architecture.md, "Beyond one machine").
 */
export function publicCacheChannel(redisPrefix: string): string {
  return `${redisPrefix}:public-cache:invalidate`;
}
