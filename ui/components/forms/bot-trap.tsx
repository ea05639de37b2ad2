import { useEffect, useRef } from 'react';
import { HONEYPOT_FIELD, STARTED_FIELD } from '../../../application/abuse-guard';

// Off-screen, not display:none: bots that skip hidden fields still see this one as a field to fill in.
const OFF_SCREEN = { position: 'absolute', left: '-10000px', top: 'auto', width: '1px', height: '1px', overflow: 'hidden' } as const;

/**
 * Issue 9 item 3: the two bot traps every visitor form carries. A field no person sees (a bot fills it in),
 * and the time the form was shown, set in the browser once the page is live (a form sent within a second or
 * two is a script's). Both are dropped without a word by the core's abuse guard.
 */
export function BotTrap() {
  const started = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (started.current) started.current.value = String(Date.now());
  }, []);
  return (
    <div style={OFF_SCREEN} aria-hidden="true">
      <label>
        Website
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
      <input type="hidden" name={STARTED_FIELD} ref={started} defaultValue="" />
    </div>
  );
}
