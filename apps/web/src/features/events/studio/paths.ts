/** Where the organizer's pages of an event live, for links from other features (the door links the gate sale). */
export const studioEventPath = (serialId: string) => `/studio/events/${encodeURIComponent(serialId)}`;

/** « Vente à l'entrée » of an event: cash sales at the gate, for its door team and its organizer. */
export const doorSalePath = (serialId: string) => `${studioEventPath(serialId)}/door-sale`;
