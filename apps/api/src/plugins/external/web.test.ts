import { describe, expect, it } from 'vitest';
import { cookieValue, firstScreenPlan } from './first-screen.js';
import { firstScreenCall, withInlinedAnswers, withServerRender } from './web.js';

describe('the first call of a page whose address names its data', () => {
  // Sunday 22 November 2026, 23:30 in Vilnius (21:30 UTC): still the week of Monday the 16th there.
  const now = new Date('2026-11-22T21:30:00Z');

  it('should name the week the page opens on: the one asked for, else the current one in the time zone', () => {
    expect(firstScreenCall('/resources/4?week=2026-12-17', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-12-14&to=2026-12-20',
    );
    expect(firstScreenCall('/resources/4', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-11-16&to=2026-11-22',
    );
    // An hour later in UTC it is Monday in Vilnius: the next week.
    expect(firstScreenCall('/resources/4', 'Europe/Vilnius', new Date('2026-11-22T22:30:00Z'))).toBe(
      '/api/resources/4/week?from=2026-11-23&to=2026-11-29',
    );
    expect(firstScreenCall('/resources/4?week=2026-02-30', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-11-16&to=2026-11-22',
    ); // A day's link (the lanes link `?date=`) opens its week, drawn by the server as the app draws it; `?week=` wins.
    expect(firstScreenCall('/resources/4?date=2026-12-10', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-12-07&to=2026-12-13',
    );
    expect(firstScreenCall('/resources/4?date=2026-12-10&week=2026-12-17', 'Europe/Vilnius', now)).toBe(
      '/api/resources/4/week?from=2026-12-14&to=2026-12-20',
    );
  });

  it('should leave every other page alone', () => {
    for (const url of ['/', '/resources', '/resources/glance', '/resources/4/edit', '/admin/resources/4']) {
      expect(firstScreenCall(url, 'Europe/Vilnius', now), url).toBeUndefined();
    }
  });
});

describe('the calls of a page the server draws (issue 33)', () => {
  // Sunday 22 November 2026, 23:30 in Vilnius (21:30 UTC): still the week of Monday the 16th there.
  const now = new Date('2026-11-22T21:30:00Z');
  const plan = (url: string, cookie?: string) => firstScreenPlan(url, 'Europe/Vilnius', now, cookie);

  it("should ask a reservation's page for the reservation", () => {
    expect(plan('/reservations/17')).toEqual({ calls: ['/api/reservations/17'] });
  });

  it('should ask rooms at a glance for the day asked or today, the week with the view cookie', () => {
    expect(plan('/resources/glance')?.calls).toEqual(['/api/rooms/glance?from=2026-11-22&to=2026-11-22']);
    expect(plan('/resources/glance?date=2026-12-17')?.calls).toEqual([
      '/api/rooms/glance?from=2026-12-17&to=2026-12-17',
    ]);
    expect(plan('/resources/glance?date=2026-12-17', 'a=1; laikas-view-glance=week')?.calls).toEqual([
      '/api/rooms/glance?from=2026-12-14&to=2026-12-20',
    ]);
    expect(plan('/resources/glance?date=nonsense', 'laikas-view-glance=day')?.calls).toEqual([
      '/api/rooms/glance?from=2026-11-22&to=2026-11-22',
    ]);
  });

  it("should ask Home for the user's reservations and timetables, then the week of their room and groups Home shows", () => {
    const home = plan('/')!;
    expect(home.calls).toEqual(['/api/reservations?showUserReservations=1&per_page=100', '/api/group-timetables/mine']);
    const period = (starts_on: string, ends_on: string) => ({ starts_on, ends_on });
    expect(
      home.then!({
        '/api/user': { data: { id: 1, subscribed_calendar: 4 } },
        '/api/group-timetables/mine': {
          data: [
            { id: 8, period: period('2026-09-01', '2026-12-31') },
            // A period that ended before this week: not on Home.
            { id: 9, period: period('2026-02-01', '2026-06-30') },
          ],
        },
      }),
    ).toEqual([
      '/api/resources/4',
      // A Sunday: the coming week, of the room as of the groups, as Home shows them (the week ending is past).
      '/api/resources/4/week?from=2026-11-23&to=2026-11-29',
      '/api/group-timetables/8/reservations?from=2026-11-23&to=2026-11-29',
    ]);
    // Without a default room, and when the timetables did not answer.
    expect(home.then!({ '/api/user': { data: { id: 1, subscribed_calendar: null } } })).toEqual([]);
  });

  // On a Saturday Home showed the groups' coming week and the default room's week then ending: two weeks on one
  // screen. The server asks for the week Home draws, or the app would ask again and redraw the room's week.
  it('should ask Home for one week of the room and the groups: the coming one from Saturday, else this one', () => {
    const answers = {
      '/api/user': { data: { id: 1, subscribed_calendar: 4 } },
      '/api/group-timetables/mine': { data: [{ id: 8, period: { starts_on: '2026-09-01', ends_on: '2026-12-31' } }] },
    };
    const homeAt = (instant: string) => firstScreenPlan('/', 'Europe/Vilnius', new Date(instant))!.then!(answers);
    // Saturday 21 November 2026, 10:00 in Vilnius.
    expect(homeAt('2026-11-21T08:00:00Z')).toEqual([
      '/api/resources/4',
      '/api/resources/4/week?from=2026-11-23&to=2026-11-29',
      '/api/group-timetables/8/reservations?from=2026-11-23&to=2026-11-29',
    ]);
    // Friday 20 November, 23:30 in Vilnius (21:30 UTC): a weekday there, this week.
    expect(homeAt('2026-11-20T21:30:00Z')).toEqual([
      '/api/resources/4',
      '/api/resources/4/week?from=2026-11-16&to=2026-11-22',
      '/api/group-timetables/8/reservations?from=2026-11-16&to=2026-11-22',
    ]);
  });

  it('should draw no other page', () => {
    for (const url of ['/resources', '/resources/4/edit', '/admin/resources/4', '/reservations/x', '/login']) {
      expect(plan(url), url).toBeUndefined();
    }
  });

  it('should read one cookie of a header', () => {
    expect(cookieValue('a=1; laikas-view-glance=week; b=2', 'laikas-view-glance')).toBe('week');
    expect(cookieValue('xlaikas-view-glance=week', 'laikas-view-glance')).toBeUndefined();
    expect(cookieValue(undefined, 'a')).toBeUndefined();
  });
});

describe("a page's inlined answers", () => {
  const html = [
    '<!doctype html><html><head><title>Laikas</title>',
    '    <link rel="preload" href="/api/user" as="fetch" crossorigin="anonymous" />',
    '    <link rel="preload" href="/api/settings" as="fetch" crossorigin="anonymous" />',
    '  </head><body><div id="root"></div></body></html>',
  ].join('\n');
  const blockOf = (page: string) =>
    /<script type="application\/json" id="laikas-answers">(.*?)<\/script>/s.exec(page)?.[1];

  it('should carry each answer under its call in a JSON block that no answer can end, without their preloads', () => {
    const user = JSON.stringify({ data: { name: "</script><script>alert(1)</script><!-- $& $' $1" } });
    const page = withInlinedAnswers(html, { '/api/user': user });
    expect(JSON.parse(blockOf(page)!)).toEqual({ '/api/user': JSON.parse(user) });
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    expect(page).not.toContain('<!--');
    expect(page).not.toContain('href="/api/user"');
    // A call not inlined keeps its preload.
    expect(page).toContain('<link rel="preload" href="/api/settings"');
    expect(page.indexOf('id="laikas-answers"')).toBeLessThan(page.indexOf('</head>'));
  });

  it('should leave the page as it is without answers', () => {
    expect(withInlinedAnswers(html, {})).toBe(html);
  });
});

describe("a page's first screen drawn on the server", () => {
  const page =
    '<!doctype html>\n<html lang="lt">\n  <head></head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>';

  it('should put the render in #root and its language and theme on <html>', () => {
    const html = withServerRender(page, { html: '<main>$& week</main>', lang: 'en', htmlClass: '_1abc theme' });
    expect(html).toContain('<html lang="en" class="_1abc theme">');
    // A `$` pattern in the render is text, not a replacement pattern.
    expect(html).toContain('<div id="root"><main>$& week</main></div><div id="root-end" hidden></div>');
  });

  it('should hold the first frame until #root is parsed whole, so that no half-parsed header is painted', () => {
    const html = withServerRender(page, { html: '<main>week</main>', lang: 'lt', htmlClass: 'theme' });
    expect(html).toContain('<link rel="expect" href="#root" blocking="render" />');
    // Where the browser stops waiting (a starved CPU), #root stays invisible until the marker after it is parsed.
    expect(html).toContain('<style>#root:not(:has(~ #root-end)){visibility:hidden}</style></head>');
    expect(html.indexOf('<div id="root-end" hidden></div>')).toBeGreaterThan(html.indexOf('<main>week</main>'));
  });

  it("should fetch the app's code without compiling it while the page is parsed: the entry runs it once drawn", () => {
    const built = page.replace(
      '<head></head>',
      '<head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/boot-b.js">\n' +
        '    <link rel="stylesheet" crossorigin href="/assets/style-c.css">\n  </head>',
    );
    const html = withServerRender(built, { html: '<main>week</main>', lang: 'lt', htmlClass: 'theme' });
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="prefetch" as="script" crossorigin href="/assets/boot-b.js">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-a.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/style-c.css">');
  });

  it('should keep anything but letters, digits, "_", "-" and spaces out of the attributes', () => {
    const html = withServerRender(page, { html: '', lang: 'en" onload="x', htmlClass: 'a"><script>' });
    expect(html).toContain('<html lang="en onloadx" class="ascript">');
  });
});
