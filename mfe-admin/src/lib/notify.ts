import { toast } from '@caliber/ui';
import { errorDetail, isUnauthorized } from './api-error';
import { setSession } from './session';

export function notifySuccess(title: string, description?: string): void {
  toast({ title, description });
}

/**
 * Destructive toast for a failed admin call, with the server's message when it sent one (docs/architecture.md).
 * A 401 means the session ended: the sign-in screen takes over.
 */
export function notifyFailure(title: string, error?: unknown, fallback?: string): void {
  toast({ title, description: errorDetail(error) ?? fallback, variant: 'destructive' });
  if (isUnauthorized(error)) void setSession(null);
}
