// The query keys apart from the queries: the kept tickets clear the reservations' cache at sign-out, and the
// queries load the kept tickets, so neither imports the other for them.
/** Query keys of reservations and sharing. */
export const reservationKeys = {
  all: ['reservations'] as const,
  lists: () => [...reservationKeys.all, 'list'] as const,
  details: () => [...reservationKeys.all, 'detail'] as const,
  detail: (serialId: string) => [...reservationKeys.details(), serialId] as const,
  sharedUsers: (serialId: string) => [...reservationKeys.detail(serialId), 'shared-users'] as const,
  shareable: (serialId: string, search: string) =>
    [...reservationKeys.detail(serialId), 'shareable', search] as const,
};
