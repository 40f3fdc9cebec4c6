import { queryOptions, useQuery } from '@tanstack/react-query';
import { retryUnlessClientError } from '../../../lib/query-retry.ts';
import { fetchDoorStaff, fetchLineupRequests, fetchMyEvents, fetchSales, fetchStudioEvent } from './api.ts';

/** Query keys of the organizer's studio. */
export const studioEventKeys = {
  all: ['studio-events'] as const,
  mine: () => [...studioEventKeys.all, 'mine'] as const,
  detail: (serialId: string) => [...studioEventKeys.all, 'detail', serialId] as const,
  sales: (serialId: string) => [...studioEventKeys.all, 'sales', serialId] as const,
  lineups: () => [...studioEventKeys.all, 'lineups'] as const,
  doorStaff: (serialId: string) => [...studioEventKeys.all, 'door-staff', serialId] as const,
};

export const studioEventQueries = {
  mine: () =>
    queryOptions({
      queryKey: studioEventKeys.mine(),
      queryFn: ({ signal }) => fetchMyEvents(signal),
      retry: retryUnlessClientError,
    }),
  detail: (serialId: string) =>
    queryOptions({
      queryKey: studioEventKeys.detail(serialId),
      queryFn: ({ signal }) => fetchStudioEvent(serialId, signal),
      retry: retryUnlessClientError,
    }),
  sales: (serialId: string) =>
    queryOptions({
      queryKey: studioEventKeys.sales(serialId),
      queryFn: ({ signal }) => fetchSales(serialId, signal),
      retry: retryUnlessClientError,
    }),
  doorStaff: (serialId: string) =>
    queryOptions({
      queryKey: studioEventKeys.doorStaff(serialId),
      queryFn: ({ signal }) => fetchDoorStaff(serialId, signal),
      retry: retryUnlessClientError,
    }),
  lineups: () =>
    queryOptions({
      queryKey: studioEventKeys.lineups(),
      queryFn: ({ signal }) => fetchLineupRequests(signal),
      retry: retryUnlessClientError,
    }),
};

/** My events with sold/held/left per ticket type. */
export function useMyStudioEvents() {
  return useQuery(studioEventQueries.mine());
}

/** One of my events. */
export function useStudioEvent(serialId: string) {
  return useQuery(studioEventQueries.detail(serialId));
}

/** The sales of one of my events. */
export function useStudioSales(serialId: string) {
  return useQuery(studioEventQueries.sales(serialId));
}

/** The line-up requests organizers sent to my artists, for me to accept or refuse. */
export function useLineupRequests() {
  return useQuery(studioEventQueries.lineups());
}

/** The door team of one of my events. */
export function useDoorStaff(serialId: string) {
  return useQuery(studioEventQueries.doorStaff(serialId));
}
