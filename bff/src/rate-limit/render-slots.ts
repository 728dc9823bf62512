import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The renders this BFF runs at once, from every client together (RENDER_CONCURRENCY, docs/abuse-limits.md):
 * past the cap a new page is refused at once rather than queued, so a flood of new addresses cannot pile up
 * renders, memory and waiting visitors, while cached pages, answered before any render, flow as ever.
 */
@Injectable()
export class RenderSlots {
  private running = 0;
  private readonly cap: number;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.cap = config.renderConcurrency;
  }

  /** A slot to hold while rendering, given back by calling the answer once; null when all are taken. */
  take(): (() => void) | null {
    if (this.running >= this.cap) return null;
    this.running += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.running -= 1;
    };
  }
}
