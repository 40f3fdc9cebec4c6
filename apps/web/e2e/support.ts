import { type APIRequestContext, expect, type Page } from '@playwright/test';
import type { Category, Event } from '@sanza/contracts';

/** Most cards the home page shows (HOME_EVENT_LIMIT, features/events/components/upcoming-events.tsx). */
const HOME_EVENT_LIMIT = 6;

/** The names the home page's grid shows of `events`: the first six, in the server's order. */
export function homeEventNames(events: Pick<Event, 'name'>[]): string[] {
  return events.slice(0, HOME_EVENT_LIMIT).map((event) => event.name);
}

/** The events the home page should list, straight from the API. */
export async function fetchUpcomingEvents(request: APIRequestContext): Promise<Event[]> {
  const response = await request.get('/api/events/?upcoming=true');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Event[];
}

/** Every category, straight from the API. */
export async function fetchCategories(request: APIRequestContext): Promise<Category[]> {
  const response = await request.get('/api/events/-/c/categories/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Category[];
}

/** The right panel's events, straight from the API. */
export async function fetchPriorityEvents(request: APIRequestContext): Promise<Event[]> {
  const response = await request.get('/api/events/5/priority-10/');
  expect(response.ok()).toBe(true);
  return (await response.json()) as Event[];
}

/** The home page, seen through its roles. */
export function homePage(page: Page) {
  const upcoming = page.getByRole('region', { name: 'Événements à Venir' });
  const categories = page.getByRole('region', { name: 'Catégories Populaires' });
  return {
    upcoming,
    categories,
    /** Names of the event cards shown, in order. */
    eventNames: upcoming.getByRole('heading', { level: 3 }),
    categoryTile: (name: string) => categories.getByRole('button', { name, exact: true }),
  };
}

/** The left menu. */
export function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Menu principal' });
}

/** Calls the API with the session the page holds; answers the JSON body. */
export async function callApi<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${localStorage.getItem('access')}`,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<T>;
}

/** The day `days` from now in Douala (the platform's default zone), as YYYY-MM-DD. */
export function dayInDouala(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Douala',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 86_400_000));
}

/** `days` from now at `time` (HH:MM) in Douala, as ISO 8601 with its offset. */
export const isoInDouala = (days: number, time: string) => `${dayInDouala(days)}T${time}:00+01:00`;

/** `days` from now at `time` (HH:MM) in Douala, as a `datetime-local` value. */
export const localInDouala = (days: number, time: string) => `${dayInDouala(days)}T${time}`;
