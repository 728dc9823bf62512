import { Button } from '@caliber/ui';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notify';
import { signOut } from '../api/sign-out';

/** Ends the session; the sign-in screen follows. */
export function SignOutButton() {
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await signOut();
    } catch (error) {
      notifyFailure('Failed to sign out', error);
      setPending(false);
    }
  };

  return (
    <Button type="button" variant="secondary" size="sm" onClick={onClick} disabled={pending}>
      <LogOut size={16} aria-hidden />
      {pending ? 'Signing out...' : 'Sign Out'}
    </Button>
  );
}
