import type { Quality } from '../player/store.ts';

/** Every text of the downloads, in one place. */
export const downloadTexts = {
  download: 'Télécharger',
  downloadWithSize: (size: string) => `Télécharger · ${size}`,
  downloading: 'Téléchargement…',
  progress: (percent: number) => `Téléchargement… ${percent} %`,
  progressOf: (done: number, total: number, percent: number) =>
    `Téléchargement… ${done} / ${total} titres · ${percent} %`,
  waiting: 'En attente…',
  held: {
    wifi: 'En attente du Wi-Fi : le téléchargement commencera sur un réseau Wi-Fi (Mon forfait).',
    'next-period':
      'Forfait Sanza épuisé : le téléchargement commencera au renouvellement de votre forfait (Mon forfait).',
  },
  cancel: 'Annuler',
  cancelLabel: 'Annuler le téléchargement',
  downloaded: 'Téléchargé ✓',
  downloadedCount: (done: number, total: number) => `${done} / ${total} téléchargés`,
  remove: 'Retirer',
  removeLabel: (title: string) => `Retirer ${title} des téléchargements`,
  removeAll: 'Tout retirer',
  removeAllConfirm: 'Retirer tous les téléchargements de cet appareil ?',
  failed: 'Le téléchargement a échoué. Vérifiez la connexion et réessayez.',
  noSpace: "Plus assez d'espace sur l'appareil pour ce téléchargement.",
  unsupported: 'Ce navigateur ne peut pas garder de musique hors ligne.',
  pageTitle: 'Téléchargements',
  intro: 'Les titres téléchargés s’écoutent sans connexion, sur cet appareil.',
  empty: 'Aucun titre téléchargé. Touchez « Télécharger » sur un titre, un album ou une playlist.',
  discover: 'Découvrir la musique',
  playAll: 'Tout écouter',
  play: (title: string) => `Écouter ${title}`,
  count: (n: number) => (n <= 1 ? `${n} titre` : `${n} titres`),
  spaceUsed: (size: string) => `Espace utilisé : ${size}`,
  siteStorage: (used: string, quota: string) => `Stockage du site sur cet appareil : ${used} sur ${quota}`,
  quality: { eco: 'Éco', normal: 'Normal', high: 'Haute' } satisfies Record<Quality, string>,
  original: 'Fichier d’origine',
  loading: 'Chargement des téléchargements…',
} as const;
