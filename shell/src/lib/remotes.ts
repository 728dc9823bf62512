import { REMOTE_NAMES, type RuntimeConfig } from '@caliber/contracts';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** Makes the remotes known to this app's federation runtime; nothing is downloaded until first use. */
export function registerAppRemotes(config: RuntimeConfig): void {
  registerRemotes(REMOTE_NAMES.map((name) => ({ name, entry: config.remotes[name] })));
}

type AnyComponent = ComponentType<any>;

const components = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * A lazy component for `export` of remote module `id` ('catalog/HomePage'). One per module and
 * export, so navigating back does not suspend again; forgotten after a failed load, so Retry loads anew.
 */
export function remoteComponent(id: string, exportName = 'default'): LazyExoticComponent<AnyComponent> {
  const key = `${id}#${exportName}`;
  let component = components.get(key);
  if (!component) {
    component = lazy(async () => {
      try {
        const module = await loadRemote<Record<string, AnyComponent>>(id);
        const exported = module?.[exportName];
        if (!exported) throw new Error(`Remote module ${id} has no export ${exportName}`);
        return { default: exported };
      } catch (error) {
        components.delete(key);
        throw error;
      }
    });
    components.set(key, component);
  }
  return component;
}
