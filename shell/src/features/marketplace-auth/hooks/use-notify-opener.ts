import { MARKETPLACE } from '@caliber/contracts';
import { useEffect, useState } from 'react';

/** The message to the back office (docs/back-office.md); the admin opener checks that it comes from our own origin. */
const AUTH_SUCCESS_MESSAGE = { type: `${MARKETPLACE.toUpperCase()}_AUTH_SUCCESS`, success: true } as const;
const COUNTDOWN_SECONDS = 5;
const CLOSE_DELAY_MS = 500;

function notifyOpener(): boolean {
  const opener = window.opener as Window | null;
  if (!opener || opener.closed) return false;
  try {
    opener.postMessage(AUTH_SUCCESS_MESSAGE, window.location.origin);
    return true;
  } catch {
    return false;
  }
}

function reloadOpener(): void {
  try {
    (window.opener as Window | null)?.location.reload();
  } catch {
    // An opener on another origin cannot be reloaded from here; the message is enough.
  }
}

/**
 * The marketplace authentication screen (docs/storefront.md): counts down from 5 s, tries every second to tell the
 * opener until it succeeds (then reloads it), sends once more at 0 and closes the window 0.5 s later.
 */
export function useNotifyOpener(): { secondsLeft: number; notified: boolean } {
  const [secondsLeft, setSecondsLeft] = useState(COUNTDOWN_SECONDS);
  const [notified, setNotified] = useState(false);

  useEffect(() => {
    let remaining = COUNTDOWN_SECONDS;
    let done = false;
    let closeTimer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      if (done || !notifyOpener()) return;
      done = true;
      setNotified(true);
      reloadOpener();
    };

    attempt();
    const tick = setInterval(() => {
      remaining -= 1;
      setSecondsLeft(remaining);
      if (remaining > 0) {
        attempt();
        return;
      }
      clearInterval(tick);
      notifyOpener();
      closeTimer = setTimeout(() => window.close(), CLOSE_DELAY_MS);
    }, 1000);

    return () => {
      clearInterval(tick);
      clearTimeout(closeTimer);
    };
  }, []);

  return { secondsLeft, notified };
}
