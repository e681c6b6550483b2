/// <reference types="@testing-library/jest-dom/vitest" />
import type { CurrentUser } from '@laikas/contract';
import { cleanup, render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionContext, type SessionValue } from '../data/session';
import { i18n } from '../i18n';
import { currentUserOf } from '../testScreen';
import { LiveUpdates } from './LiveUpdates';

/** A stand-in for the browser's EventSource that records the streams opened. */
class RecordingEventSource {
  static readonly CLOSED = 2;
  static opened: string[] = [];
  readyState = 0;
  constructor(readonly url: string) {
    RecordingEventSource.opened.push(url);
  }
  addEventListener() {}
  close() {
    this.readyState = RecordingEventSource.CLOSED;
  }
}

/** The live updates under a session whose user is `user`. */
function liveUpdatesOf(user: Partial<CurrentUser>) {
  const session = { user: currentUserOf(user), checked: true } as SessionValue;
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={session}>
          <LiveUpdates />
        </SessionContext.Provider>
      </I18nextProvider>
    </SWRConfig>
  );
}

describe('given the live updates of a signed-in tab', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    RecordingEventSource.opened = [];
  });

  it('should open the event stream', () => {
    vi.stubGlobal('EventSource', RecordingEventSource);
    render(liveUpdatesOf({ must_change_password: false }));
    expect(RecordingEventSource.opened).toEqual(['/api/events']);
  });

  // A new university's walk (defect 3): until the password is changed the server answers only that (403), and the
  // console showed the refused stream on every page. The person receives nothing else meanwhile.
  describe('when the password must still be changed', () => {
    it('should not open the event stream, and open it once the password is changed', () => {
      vi.stubGlobal('EventSource', RecordingEventSource);
      const view = render(liveUpdatesOf({ must_change_password: true, password_change_reason: 'new_account' }));
      expect(RecordingEventSource.opened).toEqual([]);
      view.rerender(liveUpdatesOf({ must_change_password: false, password_change_reason: null }));
      expect(RecordingEventSource.opened).toEqual(['/api/events']);
    });
  });
});
