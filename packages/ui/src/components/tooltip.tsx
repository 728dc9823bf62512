import { cloneElement, useEffect, useId, useRef, useState, type ReactElement } from 'react';
import styled from 'styled-components';

const OPEN_DELAY_MS = 700;
/** Moving from one tooltip to the next within this time opens the next at once (docs/storefront.md). */
const SKIP_DELAY_MS = 300;

let lastClosedAt = 0;

const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span`
  position: absolute;
  bottom: calc(100% + 8px);
  left: 50%;
  z-index: 50;
  transform: translateX(-50%);
  padding: 6px 10px;
  border-radius: ${({ theme }) => theme.radii.control};
  background: ${({ theme }) => theme.colors.ink};
  color: ${({ theme }) => theme.colors.page};
  font-size: ${({ theme }) => theme.fontSizes.small};
  white-space: nowrap;
  pointer-events: none;
`;

type TriggerProps = { 'aria-describedby'?: string };

export interface TooltipProps {
  content: string;
  /** One focusable element; it gets `aria-describedby` pointing at the tooltip while shown. */
  children: ReactElement<TriggerProps>;
}

/** Short hint on hover or keyboard focus; opens after 700 ms (at once within 300 ms of another closing); Escape hides it. */
export function Tooltip({ content, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    clearTimeout(timer.current);
    const delay = Date.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS;
    timer.current = setTimeout(() => setOpen(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (open) lastClosedAt = Date.now();
    setOpen(false);
  };

  return (
    <Anchor
      onPointerEnter={show}
      onPointerLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && hide()}
    >
      {cloneElement(children, { 'aria-describedby': open ? id : undefined })}
      {open && (
        <Bubble role="tooltip" id={id}>
          {content}
        </Bubble>
      )}
    </Anchor>
  );
}
