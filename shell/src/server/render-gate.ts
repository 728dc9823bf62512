/**
 * Renders share the gate; a deploy holds it alone: it waits for the renders under way to end, and renders
 * that arrive meanwhile wait for it, so no page is rendered with parts of two builds of a remote. A render
 * waits at most `maxWaitMs`, then gives up (its page is drawn in the browser) rather than hold a visitor.
 */
export class RenderGate {
  private renders = 0;
  private deploying: Promise<void> | null = null;
  private rendersEnded: (() => void) | null = null;

  async render<T>(work: () => Promise<T>, maxWaitMs: number): Promise<T> {
    const deadline = Date.now() + maxWaitMs;
    while (this.deploying) {
      if (!(await settlesWithin(this.deploying, deadline - Date.now()))) throw new Error(`a remote's deploy held the page past ${maxWaitMs} ms`);
    }
    this.renders += 1;
    try {
      return await work();
    } finally {
      this.renders -= 1;
      if (this.renders === 0) this.rendersEnded?.();
    }
  }

  async deploy<T>(work: () => Promise<T>): Promise<T> {
    while (this.deploying) await this.deploying;
    let release!: () => void;
    this.deploying = new Promise((resolve) => (release = resolve));
    try {
      if (this.renders > 0) await new Promise<void>((resolve) => (this.rendersEnded = resolve));
      return await work();
    } finally {
      this.rendersEnded = null;
      this.deploying = null;
      release();
    }
  }
}

function settlesWithin(promise: Promise<void>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), Math.max(ms, 0))))]).finally(() => clearTimeout(timer));
}
