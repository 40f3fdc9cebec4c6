import type { DownloadPolicy } from './budget.ts';

/** Every text of « Mon forfait », in one place. */
export const budgetTexts = {
  title: 'Mon forfait',
  intro:
    'Indiquez ce que Sanza peut utiliser de votre forfait chaque mois. Sanza compte ce qu’il télécharge sur cet appareil (musique, pages, images, téléchargements).',
  enable: 'Suivre ma consommation de données',
  budget: 'Budget mensuel pour Sanza (Mo)',
  budgetHint: 'Entre 1 et 100 000 Mo. 1 heure en Éco ≈ 14 Mo, en Normal ≈ 43 Mo.',
  renewalDay: 'Jour de renouvellement du forfait',
  renewalDayHint: 'Un mois plus court renouvelle le forfait à son dernier jour.',
  dayOption: (day: number) => (day === 1 ? '1er du mois' : `Le ${day} du mois`),
  downloads: 'Téléchargements',
  policies: {
    now: 'Télécharger tout de suite',
    wifi: 'Attendre le Wi-Fi',
    'next-period': 'Attendre le mois prochain si le forfait est épuisé',
  } satisfies Record<DownloadPolicy, string>,
  save: 'Enregistrer',
  saved: 'Forfait enregistré.',
  meter: 'Forfait Sanza',
  used: (used: string, budget: string) => `${used} sur ${budget}`,
  percent: (percent: number) => `${percent} %`,
  meterValue: (used: string, budget: string, percent: number) => `${used} sur ${budget} (${percent} %)`,
  renews: (date: string) => `Renouvelé le ${date}`,
  byKind: (audio: string, images: string, pages: string) =>
    `Musique ${audio} · Images ${images} · Pages ${pages}`,
  warning: (percent: number) => `Vous avez utilisé ${percent} % de votre forfait Sanza.`,
  saving: (percent: number) => `Vous avez utilisé ${percent} % de votre forfait Sanza : Auto passe en Éco.`,
  reached: (date: string) => `Forfait Sanza épuisé : Auto reste en Éco jusqu’au renouvellement, le ${date}.`,
  measured:
    'Mesuré par ce navigateur : ce qui vient du cache ne compte pas ; d’autres applications et les mises à jour du site hors de la page ne sont pas comptées.',
} as const;

/** A renewal date as « 5 décembre », the first of a month as « 1er décembre ». */
export function formatRenewal(date: Date): string {
  const month = new Intl.DateTimeFormat('fr-FR', { month: 'long' }).format(date);
  return `${date.getDate() === 1 ? '1er' : date.getDate()} ${month}`;
}
