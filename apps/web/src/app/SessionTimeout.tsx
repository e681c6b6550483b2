import type { SessionState } from '@laikas/contract';
import { useModal, useToast } from '@laikas/ui';
import { useEffect, useEffectEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeZone } from '../data/appInfo';
import { api } from '../data/client';
import { useSession } from '../data/session';
import { SessionEndingDialog } from './SessionEndingDialog';

/** A wall-clock time (`HH:MM`, the same in lt and en) in the university's zone, 24-hour as the timetable shows times. */
const clockTime = (at: number, timeZone: string) =>
  new Intl.DateTimeFormat('lt-LT', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(at);

/** How long before the session's end the warning comes (WCAG 2.2.1 asks for at least 20 seconds to answer it). */
const WARN_BEFORE_MS = 2 * 60_000;

/**
 * WCAG 2.2.1 Timing Adjustable (issue 32): a session ends after `SESSION_LIFETIME_MINUTES` without use. The app asks
 * the server when it ends (`GET /api/session`, which is not use), asks again shortly before, and two minutes before
 * the end opens a dialog saying when; "Stay signed in" extends the session (`POST /api/session`), and the toast says
 * until when. Left alone, the session ends and the next check sends the person to sign in. Times are counted from the
 * server's `seconds_left`, so a wrong clock on the computer does not move the warning.
 */
export function SessionTimeout() {
  const { user, logout } = useSession();
  const modal = useModal();
  const toast = useToast();
  const { t } = useTranslation('web');
  const timeZone = useTimeZone();
  // The latest of each, read by the timers without restarting them.
  const latest = useEffectEvent(() => ({ modal, toast, t, timeZone, logout }));
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) {
      return undefined;
    }
    let timer: number | undefined;
    let stopped = false;
    let warning = false;

    const later = (ms: number) => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => void check(), Math.max(0, ms));
    };

    const follow = (state: SessionState) => {
      const left = state.seconds_left * 1000;
      if (left > WARN_BEFORE_MS) {
        if (warning) {
          // Used meanwhile (another tab): the end moved away.
          warning = false;
          latest().modal.close();
        }
        later(left - WARN_BEFORE_MS);
        return;
      }
      // Past the end the next check is refused (401), and the app goes to the sign-in page.
      later(left + 1000);
      if (!warning) {
        void warn(Date.now() + left, state.can_extend);
      }
    };

    async function check() {
      try {
        const state = await api.get<SessionState>('/api/session', undefined, { quiet: true });
        if (!stopped) {
          follow(state);
        }
      } catch (error) {
        // A 401 has already signed the person out (data/client); anything else: asked again in a minute.
        console.error(error);
        if (!stopped) {
          later(60_000);
        }
      }
    }

    async function warn(endsAt: number, canExtend: boolean) {
      warning = true;
      const { modal: host, t: translate, timeZone: zone } = latest();
      const answer = await host.request(SessionEndingDialog, {
        header: translate('session.endingTitle'),
        props: { time: clockTime(endsAt, zone), canExtend },
        size: 'small',
        // Over a modal open meanwhile (a reservation form), which keeps what was typed (issue 32).
        layer: 'over',
      });
      if (stopped || !warning) {
        return;
      }
      warning = false;
      if (answer === 'signOut') {
        await latest().logout();
      } else if (answer === 'stay') {
        await stay();
      }
    }

    async function stay() {
      const { toast: toasts, t: translate, timeZone: zone } = latest();
      try {
        const state = await api.post<SessionState>('/api/session', {});
        toasts.success(
          translate('session.extended', { time: clockTime(Date.now() + state.seconds_left * 1000, zone) }),
        );
        if (!stopped) {
          follow(state);
        }
      } catch (error) {
        console.error(error);
        toasts.error(translate('session.extendFailed'));
        if (!stopped) {
          later(0);
        }
      }
    }

    void check();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      if (warning) {
        latest().modal.close();
      }
    };
  }, [userId]);

  return null;
}
