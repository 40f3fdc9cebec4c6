import { z } from 'zod';

// Forms take zod from here: its own messages (rules with no text of ours) are then in French in every chunk,
// even one that imports no schema from `@sanza/contracts`, whose entry sets the same locale.
z.config(z.locales.fr());

export { z };
