/** A demo ticket type: `sold_out` leaves no stock, `auction` is sold by bidding. */
export type DemoTicket = {
  name: string;
  type: 'gratuit' | 'standard' | 'vip' | 'vvip' | 'enchere';
  price: number;
  quantity: number;
  soldOut?: boolean;
  description: string;
};

export type DemoEvent = {
  key: string;
  name: string;
  category: string;
  city: string;
  venue: string;
  /** Days from the seeding day; negative for a past event. */
  inDays: number;
  time: string;
  priority: number;
  withImage: boolean;
  /** When the auction of its auction ticket ends, in hours from seeding (default 48). */
  auctionEndsInHours?: number;
  description: string;
  tickets: DemoTicket[];
};

/** The account the demo events belong to (the seed creates it); real organizers are other accounts. */
export const DEMO_ORGANIZER_USERNAME = 'sanza';

export const DEMO_CATEGORIES = [
  { key: 'concerts', name: 'Concerts', description: 'Rumba, afrobeat, makossa et ndombolo en live.' },
  { key: 'festivals', name: 'Festivals', description: 'Plusieurs jours de musique, de danse et de culture.' },
  { key: 'theatre', name: 'Théâtre', description: 'Pièces, contes et spectacles vivants.' },
  { key: 'humour', name: 'Humour', description: 'Stand-up et one-man-shows.' },
  {
    key: 'conferences',
    name: 'Conférences',
    description: "Rencontres autour de la musique et de l'industrie.",
  },
];

const std = (price: number, quantity: number): DemoTicket => ({
  name: 'Standard',
  type: 'standard',
  price,
  quantity,
  description: 'Accès à la salle',
});
const vip = (price: number, quantity: number, soldOut = false): DemoTicket => ({
  name: 'VIP',
  type: 'vip',
  price,
  quantity,
  soldOut,
  description: 'Places assises près de la scène, boisson offerte',
});
const auction = (price: number): DemoTicket => ({
  name: 'Carré Or (enchère)',
  type: 'enchere',
  price,
  quantity: 1,
  description: 'Une place unique au premier rang, vendue aux enchères',
});
const free = (quantity: number): DemoTicket => ({
  name: 'Entrée libre',
  type: 'gratuit',
  price: 0,
  quantity,
  description: 'Entrée gratuite sur réservation',
});

export const DEMO_EVENTS: DemoEvent[] = [
  {
    key: 'fally-brazza',
    name: 'Nuit de la Rumba',
    category: 'concerts',
    city: 'Brazzaville',
    venue: 'Palais des Congrès, Brazzaville',
    inDays: 5,
    time: '20:00:00',
    priority: 90,
    withImage: true,
    description: 'Une soirée entière dédiée à la rumba congolaise, avec orchestre et invités surprises.',
    tickets: [std(10000, 400), vip(25000, 60), auction(50000)],
  },
  {
    key: 'makossa-douala',
    name: 'Makossa Live',
    category: 'concerts',
    city: 'Douala',
    venue: 'Salle des fêtes d’Akwa, Douala',
    inDays: 9,
    time: '19:30:00',
    priority: 70,
    withImage: true,
    description: 'Les grandes voix du makossa réunies sur une même scène.',
    tickets: [std(5000, 300), vip(15000, 40, true)],
  },
  {
    key: 'fespam',
    auctionEndsInHours: 96,
    name: 'Festival des Musiques d’Afrique',
    category: 'festivals',
    city: 'Brazzaville',
    venue: 'Esplanade du stade Massamba-Débat',
    inDays: 21,
    time: '16:00:00',
    priority: 95,
    withImage: true,
    description: 'Trois jours de concerts en plein air, artistes de tout le continent.',
    tickets: [std(7500, 2000), vip(30000, 150), auction(80000)],
  },
  {
    key: 'slam-yaounde',
    name: 'Scène Slam Ouverte',
    category: 'theatre',
    city: 'Yaoundé',
    venue: 'Institut culturel, Yaoundé',
    inDays: 3,
    time: '18:00:00',
    priority: 40,
    withImage: true,
    description: 'Micro ouvert pour les slameurs et conteurs, entrée libre sur réservation.',
    tickets: [free(120)],
  },
  {
    key: 'rire-kinshasa',
    name: 'Kin Rire Show',
    category: 'humour',
    city: 'Kinshasa',
    venue: 'Théâtre de Verdure, Kinshasa',
    inDays: 12,
    time: '20:30:00',
    priority: 60,
    withImage: true,
    description: 'Les humoristes de Kinshasa et de Brazzaville dans un plateau explosif.',
    tickets: [std(8000, 250), vip(20000, 30)],
  },
  {
    key: 'afrobeat-libreville',
    name: 'Afrobeat Sunset',
    category: 'concerts',
    city: 'Libreville',
    venue: 'Bord de mer, Libreville',
    inDays: 15,
    time: '17:00:00',
    priority: 55,
    withImage: true,
    description: 'Concert au coucher du soleil face à l’océan.',
    tickets: [std(12000, 500)],
  },
  {
    key: 'industrie-musicale',
    name: 'Rencontres de l’Industrie Musicale',
    category: 'conferences',
    city: 'Douala',
    venue: 'Centre des affaires, Douala',
    inDays: 30,
    time: '09:00:00',
    priority: 20,
    withImage: false,
    description: 'Droits d’auteur, streaming et tournées : une journée pour les artistes et leurs équipes.',
    tickets: [free(200), vip(10000, 50)],
  },
  {
    key: 'ndombolo-pointe-noire',
    name: 'Ndombolo Party',
    category: 'concerts',
    city: 'Pointe-Noire',
    venue: 'Espace Loisirs, Pointe-Noire',
    inDays: 7,
    time: '21:00:00',
    priority: 80,
    withImage: true,
    description: 'Danseurs, DJ et orchestre pour une nuit de ndombolo.',
    tickets: [std(6000, 350), vip(18000, 40, true)],
  },
  {
    key: 'conte-bangui',
    name: 'Veillée de Contes',
    category: 'theatre',
    city: 'Bangui',
    venue: 'Alliance française, Bangui',
    inDays: 18,
    time: '19:00:00',
    priority: 30,
    withImage: true,
    description: 'Contes traditionnels accompagnés de musique acoustique.',
    // Every seat taken: the demo's one 'Complet' event.
    tickets: [{ ...std(3000, 100), soldOut: true }],
  },
  {
    key: 'gospel-yaounde',
    auctionEndsInHours: 0.75,
    name: 'Gospel Explosion',
    category: 'festivals',
    city: 'Yaoundé',
    venue: 'Palais polyvalent des sports, Yaoundé',
    inDays: 25,
    time: '15:00:00',
    priority: 65,
    withImage: true,
    description: 'Chorales et artistes gospel de toute l’Afrique centrale.',
    tickets: [std(5000, 1500), vip(15000, 100), auction(40000)],
  },
  {
    key: 'stand-up-ndjamena',
    name: 'Stand-up Sahel',
    category: 'humour',
    city: "N'Djamena",
    venue: 'Institut français, N’Djamena',
    inDays: 40,
    time: '20:00:00',
    priority: 35,
    withImage: true,
    description: 'Une nouvelle génération d’humoristes sur scène.',
    tickets: [std(4000, 180)],
  },
  {
    key: 'jazz-malabo',
    name: 'Malabo Jazz Club',
    category: 'concerts',
    city: 'Malabo',
    venue: 'Centro Cultural, Malabo',
    inDays: -10,
    time: '20:00:00',
    priority: 10,
    withImage: true,
    description: 'Jazz et musiques afro-latines dans un club intimiste.',
    tickets: [std(9000, 80)],
  },
];
