import { Injectable } from '@nestjs/common';

/**
 * Whether this replica is shutting down: from SIGTERM on it answers not ready, so load balancers stop
 * sending it requests while it still serves those that come (docs/operations.md, "Rolling update").
 */
@Injectable()
export class DrainState {
  private drainingNow = false;

  get draining(): boolean {
    return this.drainingNow;
  }

  begin(): void {
    this.drainingNow = true;
  }
}
