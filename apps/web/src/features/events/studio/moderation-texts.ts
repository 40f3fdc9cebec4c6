/** Texts of the events' part of the staff's moderation page (the page itself words the rest). */
export const eventModerationTexts = {
  search: 'Rechercher un événement',
} as const;
