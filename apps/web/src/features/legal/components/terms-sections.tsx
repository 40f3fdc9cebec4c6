import { Link } from 'react-router';
import type { LegalSection } from './legal-document.tsx';
import { LEGAL_CONTACT, List, Mail } from './legal-text.tsx';

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

/** The 15 sections of the terms of use (spec 1 §2). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
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
  {
    id: 'streaming',
    title: 'Streaming musical',
    body: (
      <>
        <p>
          L'écoute est réservée à un usage personnel et privé. Il est interdit de télécharger, enregistrer,
          copier, extraire ou rediffuser les titres, de contourner les mesures techniques de protection, ou de
          générer des écoutes artificielles (robots, scripts, écoutes en boucle automatisées).
        </p>
        <p>
          Le catalogue dépend des accords conclus avec les ayants droit : des titres peuvent être ajoutés ou
          retirés à tout moment. La qualité de lecture dépend de la connexion de l'Utilisateur ; la
          consommation de données mobiles liée à l'écoute est à sa charge. Les statistiques d'écoute
          communiquées aux artistes ne retiennent que les écoutes réelles, selon les règles de comptage de la
          Plateforme.
        </p>
      </>
    ),
  },
  {
    id: 'billetterie-encheres',
    title: 'Billetterie et enchères',
    body: (
      <>
        <p>
          <strong>Billetterie.</strong> Chaque événement est organisé sous la seule responsabilité de son
          organisateur, qui fixe le programme, le lieu, les horaires, les catégories de billets et leurs prix.
          La Société agit comme intermédiaire technique de vente. Une réservation bloque les billets demandés
          pendant le délai de paiement indiqué ; passé ce délai sans paiement, elle est annulée et les billets
          sont remis en vente. Le billet n'est définitivement acquis qu'une fois le paiement confirmé.
        </p>
        <p>
          En cas d'annulation ou de report d'un événement, les modalités de remboursement ou d'échange sont
          celles de l'organisateur, communiquées aux acheteurs par la Plateforme. Sauf disposition contraire
          de l'organisateur, un billet payé n'est ni repris ni échangé. La revente de billets à un prix
          supérieur à leur valeur faciale est interdite.
        </p>
        <p>
          <strong>Enchères.</strong> Certains billets sont proposés aux enchères. Toute offre est ferme et ne
          peut être retirée ; elle doit dépasser l'offre la plus élevée en cours. Une offre déposée dans les
          dernières minutes peut prolonger la durée de l'enchère. À la clôture, le meilleur enchérisseur
          remporte le billet au prix de son offre et dispose du délai indiqué pour le payer ; à défaut, le
          billet peut être proposé à l'enchérisseur suivant, au prix de sa propre dernière offre. La Société
          peut annuler une enchère en cas de fraude ou de dysfonctionnement technique.
        </p>
      </>
    ),
  },
  {
    id: 'financement',
    title: 'Financement participatif',
    body: (
      <>
        <p>
          Un artiste ou un porteur de projet peut ouvrir une campagne de financement participatif pour un
          projet musical (enregistrement, clip, tournée…). Il est seul responsable de la description du
          projet, de l'usage des fonds et de la réalisation des contreparties annoncées. La Société ne
          garantit pas la réussite ni l'achèvement des projets financés.
        </p>
        <p>
          La Société perçoit une commission fixe de <strong>10 %</strong> sur les sommes collectées par chaque
          campagne. Cette commission rémunère le service rendu et n'est pas remboursable, y compris lorsque la
          campagne est interrompue ou que le projet n'aboutit pas. Les contributions sont versées sans
          contrepartie financière ni prise de participation ; elles ne constituent pas un placement.
        </p>
      </>
    ),
  },
  {
    id: 'paiement',
    title: 'Paiement',
    body: (
      <>
        <p>Les paiements sont effectués en francs CFA (XAF), par les moyens proposés sur la Plateforme :</p>
        <List
          items={[
            'par carte bancaire, via un prestataire de paiement sécurisé ;',
            "par mobile money, auprès des opérateurs proposés ; les frais de l'opérateur, lorsqu'il y en a, sont indiqués avant la confirmation du paiement.",
          ]}
        />
        <p>
          L'Utilisateur garantit être autorisé à utiliser le moyen de paiement choisi. Une réservation n'est
          confirmée qu'à la réception effective du paiement. En cas de paiement contesté, frauduleux ou
          rejeté, la Société peut annuler la réservation correspondante et suspendre le compte concerné.
        </p>
      </>
    ),
  },
  {
    id: 'resiliation',
    title: 'Suspension et résiliation',
    body: (
      <>
        <p>
          L'Utilisateur peut fermer son compte à tout moment en écrivant à{' '}
          <Mail address={LEGAL_CONTACT.email} />. Les billets payés pour des événements à venir restent
          valables.
        </p>
        <p>
          La Société peut suspendre ou supprimer un compte, après avoir, sauf urgence, invité l'Utilisateur à
          présenter ses observations, en cas de manquement aux présentes Conditions, notamment : adresse
          e-mail fictive ou temporaire, fraude au paiement, écoutes artificielles, offres d'enchères non
          honorées de manière répétée, contenus illicites ou usurpation d'identité.
        </p>
      </>
    ),
  },
  {
    id: 'responsabilite',
    title: 'Responsabilité',
    body: (
      <>
        <p>
          La Société met en œuvre les moyens raisonnables pour assurer l'accès à la Plateforme et la sécurité
          des données, sans pouvoir garantir une disponibilité permanente : des interruptions peuvent survenir
          pour maintenance, en cas de panne des réseaux de télécommunication ou d'événement de force majeure.
        </p>
        <p>
          La Société n'est pas responsable du déroulement des événements, qui relève de leurs organisateurs,
          ni de la réalisation des projets financés, qui relève de leurs porteurs, ni des dommages résultant
          d'une utilisation de la Plateforme contraire aux présentes Conditions. Rien dans les présentes
          Conditions ne limite les droits que l'Utilisateur tient des règles impératives de protection des
          consommateurs.
        </p>
      </>
    ),
  },
  {
    id: 'modification',
    title: 'Modification des conditions',
    body: (
      <p>
        La Société peut modifier les présentes Conditions, notamment pour suivre l'évolution des services ou
        de la réglementation. La version en vigueur est toujours accessible sur cette page, avec sa date de
        mise à jour. Les Utilisateurs inscrits sont informés de toute modification importante au moins quinze
        jours avant son entrée en vigueur ; l'Utilisateur qui la refuse peut fermer son compte. Les
        réservations, enchères et contributions en cours restent régies par les Conditions acceptées au moment
        où elles ont été faites.
      </p>
    ),
  },
  {
    id: 'droit-applicable',
    title: 'Droit applicable et litiges',
    body: (
      <>
        <p>
          Les présentes Conditions sont régies par le droit de l'État du siège social de la Société, y compris
          les actes uniformes de l'OHADA applicables, sous réserve des dispositions impératives plus
          protectrices du pays de résidence de l'Utilisateur consommateur.
        </p>
        <p>
          En cas de différend, l'Utilisateur est invité à contacter d'abord la Société afin de rechercher une
          solution amiable. À défaut d'accord dans un délai de trente jours, le litige peut être porté devant
          les juridictions compétentes.
        </p>
      </>
    ),
  },
  {
    id: 'contact',
    title: 'Contact',
    body: (
      <p>
        Pour toute question sur les présentes Conditions, une réservation, une enchère ou une campagne de
        financement, écrivez à <Mail address={LEGAL_CONTACT.email} />. Pour toute demande relative à vos
        données personnelles, écrivez à <Mail address={LEGAL_CONTACT.privacyEmail} />.
      </p>
    ),
  },
];
