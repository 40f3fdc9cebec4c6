/** An instant in words in `timeZone`, as the payment and door messages say it: '20 juin 2030 à 21:04'. */
export const frenchDateTime = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(d);

/** An event's local date ('2030-06-20') in words: '20 juin 2030'. */
export const frenchDay = (date: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
