// @vitest-environment happy-dom
import { act, lazy, startTransition, Suspense, use, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { OptionSelect } from './option-select';

const OPTIONS = [
  { value: 'any', label: 'Any Condition' },
  { value: 'Excellent', label: 'Excellent' },
];

/** The values the select's `onChange` heard, in order. */
let heard: string[] = [];
/** Runs once while the page hydrates, after React has taken the select and before it has committed. */
let duringHydration: (() => void) | null = null;
/** While set, a chosen condition's render waits for it, as a navigation waits for its page's data. */
let dataOnItsWay: Promise<void> | null = null;

/** A filter whose choice renders in a transition, as the router's navigations do. */
function ConditionFilter() {
  const [condition, setCondition] = useState('any');
  return (
    <>
      <OptionSelect
        aria-label="Condition"
        value={condition}
        options={OPTIONS}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          heard.push(chosen);
          startTransition(() => setCondition(chosen));
        }}
      />
      <FilteredList condition={condition} />
      <SlowToHydrate />
    </>
  );
}

function FilteredList({ condition }: { condition: string }) {
  if (condition !== 'any' && dataOnItsWay) use(dataOnItsWay);
  return <output>{condition}</output>;
}

/** Keeps hydration busy long enough for React to yield, so that the visitor's choice lands mid-hydration. */
function SlowToHydrate() {
  const moment = duringHydration;
  duringHydration = null;
  if (moment) {
    setImmediate(moment);
    const until = performance.now() + 30;
    while (performance.now() < until);
  }
  return null;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  heard = [];
  duringHydration = null;
  dataOnItsWay = null;
});

/** The server's markup, hydrated once the component's code arrives (`arrive`), as a remote's is. */
function serveAndHydrate(whileHydrating: (() => void) | null = null) {
  const container = document.createElement('div');
  const page = (content: React.ReactNode) => (
    <ThemeProvider theme={theme}>
      <Suspense fallback={null}>{content}</Suspense>
    </ThemeProvider>
  );
  container.innerHTML = renderToString(page(<ConditionFilter />));
  document.body.append(container);
  duringHydration = whileHydrating;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Remote = lazy(async () => {
    await arrived;
    return { default: ConditionFilter };
  });
  root = hydrateRoot(container, page(<Remote />));
  const select = container.querySelector('select')!;
  const shown = () => container.querySelector('output')!.textContent;
  return { select, shown, arrive };
}

/** What the browser does when a visitor picks an option. */
const choose = (select: HTMLSelectElement, value: string) => {
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
};

describe('OptionSelect, a choice made before its code has run', () => {
  it('sends the choice again once hydrated', async () => {
    const { select, shown, arrive } = serveAndHydrate();
    choose(select, 'Excellent');
    arrive();
    await vi.waitFor(() => expect(shown()).toBe('Excellent'));
    expect(heard).toEqual(['Excellent']);
    expect(select.value).toBe('Excellent');
  });

  it('takes a choice made while React hydrates the select, once', async () => {
    const { select, shown, arrive } = serveAndHydrate(() => choose(document.querySelector('select')!, 'Excellent'));
    arrive();
    await vi.waitFor(() => expect(shown()).toBe('Excellent'));
    expect(heard).toEqual(['Excellent']);
    expect(select.value).toBe('Excellent');
  });

  it('drops the event React hands on after hydrating, which names the value the select was set back to', async () => {
    let dataArrives!: () => void;
    dataOnItsWay = new Promise<void>((resolve) => (dataArrives = resolve));
    const { select, shown, arrive } = serveAndHydrate();
    choose(select, 'Excellent');
    arrive();
    await vi.waitFor(() => expect(heard).toEqual(['Excellent']));
    // The choice's render waits for its data, so React has set the select back to the value it renders.
    expect(select.value).toBe('any');
    select.dispatchEvent(new Event('change', { bubbles: true }));
    dataArrives();
    await vi.waitFor(() => expect(shown()).toBe('Excellent'));
    expect(heard).toEqual(['Excellent']);
    expect(select.value).toBe('Excellent');
  });
});
