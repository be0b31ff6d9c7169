import { useEffect, useState } from 'react';

/** Seconds left before a code may be sent again (spec §4: the resend button counts down in seconds). */
export function useCountdown() {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = setTimeout(() => setRemaining((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [remaining]);
  return { remaining, start: (seconds: number) => setRemaining(Math.max(0, Math.ceil(seconds))) };
}
