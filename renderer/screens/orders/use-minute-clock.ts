import { useEffect, useState } from 'react';

/** Now, rounded to the minute: deadline badges stay current without re-rendering rows every second. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Math.floor(Date.now() / 60_000) * 60_000);
  useEffect(() => {
    const id = setInterval(() => setNow(Math.floor(Date.now() / 60_000) * 60_000), 60_000);
    return () => clearInterval(id);
  }, []);
  return now;
}
