import { Link } from 'react-router';
import type { LegalSection } from './legal-document.tsx';
import { List } from './legal-text.tsx';
import { TERMS_SERVICE_SECTIONS } from './terms-service-sections.tsx';

const linkClass = 'font-semibold text-accent underline-offset-4 hover:underline';

/** Introduction of the terms of use. */
export const TERMS_INTRO = (
  <>
    <p>
      Les présentes conditions générales d'utilisation (les « Conditions ») encadrent l'accès et l'utilisation
      de la plateforme Sanza, site web et services associés (la « Plateforme »), éditée et exploitée par une
      société éditrice de logiciels (la « Société » ou « l'éditeur »).
    </p>
    <p>
      Elles forment un contrat entre la Société et toute personne qui consulte la Plateforme ou y crée un
      compte (l'« Utilisateur »). Lisez-les attentivement : elles contiennent notamment des règles sur les
      paiements, les enchères et la commission prélevée sur les campagnes de financement.
    </p>
  </>
);

/** The terms' first half: the contract, the platform, who may use it, data, intellectual property, licences. */
const TERMS_PLATFORM_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptation',
    title: 'Acceptation des conditions',
    body: (
      <>
        <p>
          En créant un compte, l'Utilisateur déclare avoir lu et accepté sans réserve les présentes Conditions
          ainsi que la{' '}
          <Link to="/privacy" className={linkClass}>
            politique de confidentialité
          </Link>
          . La case à cocher présentée lors de l'inscription vaut signature électronique de ce contrat.
        </p>
        <p>
          La simple consultation de la Plateforme sans compte (parcourir les événements, les enchères, la
          musique ou les artistes) emporte également acceptation des présentes Conditions pour les règles qui
          s'y appliquent. L'Utilisateur qui n'accepte pas les Conditions doit cesser d'utiliser la Plateforme.
        </p>
      </>
    ),
  },
  {
    id: 'services',
    title: 'Description des services',
    body: (
      <>
        <p>La Plateforme propose, en langue française, les services suivants :</p>
        <List
          items={[
            "l'écoute de musique en ligne (streaming) : titres, albums, artistes et listes de lecture ;",
            "la billetterie d'événements en direct : concerts, festivals et spectacles, avec réservation et paiement des billets ;",
            "les enchères sur certains billets, attribués au meilleur enchérisseur à la clôture de l'enchère ;",
            'le financement participatif de projets musicaux, par lequel des Utilisateurs soutiennent financièrement des artistes et leurs projets.',
          ]}
        />
        <p>
          Les prix sont affichés en francs CFA (XAF). La Société peut faire évoluer, compléter ou retirer tout
          ou partie des services ; elle en informe les Utilisateurs lorsque le changement affecte une
          réservation, une enchère ou une campagne en cours.
        </p>
      </>
    ),
  },
  {
    id: 'eligibilite',
    title: "Conditions d'accès et éligibilité",
    body: (
      <>
        <p>
          Les services sont destinés aux personnes majeures, âgées d'au moins 18 ans. Un mineur ne peut créer
          un compte et utiliser les services qu'avec l'autorisation écrite de la personne exerçant l'autorité
          parentale, que la Société peut demander à tout moment ; à défaut, le compte peut être suspendu.
        </p>
        <p>La création d'un compte suppose :</p>
        <List
          items={[
            "une adresse e-mail valide et fonctionnelle, dont l'Utilisateur est titulaire : elle sert à la réinitialisation du mot de passe et aux informations sur ses réservations ;",
            'des informations exactes et tenues à jour ;',
            "la confidentialité de son mot de passe : l'Utilisateur est responsable de l'usage de son compte et prévient la Société sans délai de tout usage frauduleux.",
          ]}
        />
        <p>
          Les comptes créés avec une adresse e-mail fictive, jetable ou temporaire sont supprimés, sans
          préavis ni indemnité. Un même Utilisateur ne peut détenir qu'un seul compte.
        </p>
      </>
    ),
  },
  {
    id: 'donnees',
    title: 'Données personnelles',
    body: (
      <>
        <p>
          La Société traite les données personnelles des Utilisateurs pour fournir les services, dans le
          respect de la réglementation applicable en matière de protection des données. Les données
          collectées, leurs finalités, leurs durées de conservation et les droits des Utilisateurs sont
          décrits dans la{' '}
          <Link to="/privacy" className={linkClass}>
            politique de confidentialité
          </Link>
          , qui fait partie intégrante des présentes Conditions.
        </p>
        <p>
          Les données de paiement par carte sont traitées par les prestataires de paiement ; la Société ne
          conserve pas les numéros de carte.
        </p>
      </>
    ),
  },
  {
    id: 'propriete',
    title: 'Propriété intellectuelle',
    body: (
      <>
        <p>
          La Plateforme, sa structure, ses logiciels, sa charte graphique, ses textes, son logo et la marque
          Sanza sont la propriété de la Société ou font l'objet d'une autorisation d'utilisation. Toute
          reproduction, représentation, extraction ou adaptation, totale ou partielle, sans autorisation
          écrite est interdite.
        </p>
        <p>
          Les œuvres musicales, enregistrements, pochettes, visuels d'événements et noms d'artistes restent la
          propriété de leurs titulaires respectifs (artistes, producteurs, éditeurs, organisateurs), qui en
          ont autorisé la diffusion sur la Plateforme.
        </p>
      </>
    ),
  },
  {
    id: 'licences',
    title: 'Licences',
    body: (
      <>
        <p>
          La Société accorde à l'Utilisateur une licence personnelle, non exclusive, non transférable et
          révocable d'accès aux contenus de la Plateforme, pour un usage privé et non commercial, pendant la
          durée de son utilisation des services.
        </p>
        <p>
          Lorsque l'Utilisateur publie un contenu (photo de profil, liste de lecture, description d'un projet
          musical, texte), il garantit en détenir les droits et accorde à la Société une licence gratuite, non
          exclusive et mondiale de reproduction et de représentation de ce contenu, pour les seuls besoins du
          fonctionnement et de la promotion de la Plateforme, pendant la durée de sa publication.
        </p>
        <p>
          Sont interdits les contenus illicites, diffamatoires, haineux, violents, pornographiques ou portant
          atteinte aux droits d'autrui. La Société peut les retirer dès qu'elle en a connaissance.
        </p>
      </>
    ),
  },
];

/** The 15 sections of the terms of use, in order. */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  ...TERMS_PLATFORM_SECTIONS,
  ...TERMS_SERVICE_SECTIONS,
];
