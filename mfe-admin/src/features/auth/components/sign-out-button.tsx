import { Button } from '@caliber/ui';
import { LogOut, MonitorX } from 'lucide-react';
import { useState } from 'react';
import { notifyFailure } from '../../../lib/notify';
import { signOut } from '../api/sign-out';

/** Ends this session, or with `everywhere` every session of the operator on every device; the sign-in screen follows. */
export function SignOutButton({ everywhere = false }: { everywhere?: boolean }) {
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await signOut({ everywhere });
    } catch (error) {
      notifyFailure('Failed to sign out', error);
      setPending(false);
    }
  };

  const Icon = everywhere ? MonitorX : LogOut;
  return (
    <Button
      type="button"
      variant="secondary"
      size="sm"
      onClick={onClick}
      disabled={pending}
      title={everywhere ? 'Ends your sessions on every device and browser, this one included' : undefined}
    >
      <Icon size={16} aria-hidden />
      {pending ? 'Signing out...' : everywhere ? 'Sign Out Everywhere' : 'Sign Out'}
    </Button>
  );
}
