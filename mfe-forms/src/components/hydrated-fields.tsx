import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import styled from 'styled-components';

const noSubscription = () => () => undefined;

/** False while the server renders and while the browser hydrates; true once the form's code runs. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

// No box of its own: the form lays out the fields as before.
const Fields = styled.fieldset`
  display: contents;
`;

/**
 * A form's fields and buttons, disabled until the form's code has hydrated: the page arrives rendered by
 * the server, and a visitor quick enough to type or press Send before then would otherwise type into a
 * field the form does not know of, or submit it as a plain HTML form.
 */
export function HydratedFields({ children }: { children: ReactNode }) {
  return <Fields disabled={!useHydrated()}>{children}</Fields>;
}
