import { MINUTE_MS, msUntilNextMinute } from '@raid/domain/rules/interfaceConstants';
import { useEffect, useState } from 'react';
import { firstRenderTime, leaveServerClock } from './renderClock.js';

/** The current time, renewed at the start of every minute (SPEC section 9 "minute tick"). */
export function useMinuteTick(): Date {
  const [now, setNow] = useState(firstRenderTime);
  useEffect(() => {
    if (leaveServerClock()) setNow(new Date());
    let interval: ReturnType<typeof setInterval> | undefined;
    const timeout = setTimeout(() => {
      setNow(new Date());
      interval = setInterval(() => setNow(new Date()), MINUTE_MS);
    }, msUntilNextMinute(Date.now()));
    return () => {
      clearTimeout(timeout);
      clearInterval(interval);
    };
  }, []);
  return now;
}
