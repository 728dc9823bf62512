import { ROUTES, tokenLink } from '@caliber/contracts';
import { NotMeTokens } from '@caliber/db';
import { Inject, Injectable } from '@nestjs/common';
import { WORKER_CONFIG, type WorkerConfig } from '../config/worker.config.js';

/** The "this was not me" link of every confirmation e-mail: `/mail/not-me#token=…`, the token in the fragment (docs/security.md). */
@Injectable()
export class NotMeLinks {
  private readonly tokens: NotMeTokens;

  constructor(@Inject(WORKER_CONFIG) private readonly config: WorkerConfig) {
    this.tokens = new NotMeTokens(config);
  }

  url(email: string): string {
    return new URL(tokenLink(ROUTES.notMe, this.tokens.sign(email)), this.config.publicUrl).toString();
  }
}
