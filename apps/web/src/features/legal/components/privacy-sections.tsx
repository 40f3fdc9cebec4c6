import type { LegalSection } from './legal-document.tsx';
import { LEGAL_CONTACT, List, Mail } from './legal-text.tsx';

/** Introduction of the privacy policy. */
export const PRIVACY_INTRO = (
  <p>
    Cette politique explique quelles données personnelles la plateforme Sanza collecte, pourquoi, combien de
    temps elle les garde, avec qui elle les partage et comment vous pouvez exercer vos droits. Elle s'applique
    à toute personne qui utilise la Plateforme, avec ou sans compte.
  </p>
);

/** The 11 sections of the privacy policy, in order. */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'responsable',
    title: 'Responsable du traitement',
    body: (
      <p>
        Les données sont traitées par la société éditrice de la Plateforme (la « Société »), une société
        éditrice de logiciels, qui en détermine les finalités et les moyens. Elle peut être jointe pour toute
        question relative à vos données à <Mail address={LEGAL_CONTACT.privacyEmail} />.
      </p>
    ),
  },
  {
    id: 'donnees-collectees',
    title: 'Données collectées',
    body: (
      <>
        <p>Selon les services que vous utilisez, la Société traite :</p>
        <List
          items={[
            "vos données de compte : nom d'utilisateur, adresse e-mail, mot de passe (conservé uniquement sous forme chiffrée irréversible) ;",
            "les informations de profil que vous choisissez d'ajouter : photo, prénom, nom, date de naissance, genre, numéro de téléphone, liens vers vos réseaux sociaux, centres d'intérêt ;",
            "vos réservations, billets, offres d'enchères, contributions aux campagnes de financement et listes de lecture ;",
            'les données de paiement : montant, moyen utilisé, référence de transaction et, pour le mobile money, le numéro utilisé ; les numéros de carte sont traités par le prestataire de paiement et jamais conservés par la Société ;',
            "les données d'utilisation : pages consultées, date et heure, résolution d'écran, page de provenance, navigateur utilisé, écoutes de titres ;",
            "si vous vous connectez par un fournisseur d'identité, l'identifiant et l'adresse e-mail vérifiée qu'il nous transmet.",
          ]}
        />
        <p>La Société ne collecte pas votre adresse IP dans les statistiques de consultation.</p>
      </>
    ),
  },
  {
    id: 'finalites',
    title: 'Finalités du traitement',
    body: (
      <List
        items={[
          'créer et gérer votre compte, vous authentifier et sécuriser votre session ;',
          'fournir les services : écoute de musique, réservation et paiement de billets, enchères, financement participatif ;',
          "vous envoyer les messages nécessaires au service : lien de réinitialisation du mot de passe, confirmations de réservation, résultats d'enchères, invitations ;",
          'prévenir la fraude et les abus : vérification anti-robot, limitation des tentatives de connexion, détection des écoutes artificielles et des paiements frauduleux ;',
          "mesurer l'audience et améliorer la Plateforme à partir de statistiques de consultation ;",
          "rémunérer les ayants droit et informer les artistes et organisateurs à l'aide de statistiques agrégées ;",
          'respecter nos obligations légales, notamment comptables et fiscales.',
        ]}
      />
    ),
  },
  {
    id: 'bases-legales',
    title: 'Bases légales',
    body: (
      <List
        items={[
          "l'exécution du contrat qui vous lie à la Société (les conditions générales d'utilisation) pour la gestion du compte et la fourniture des services ;",
          'le respect des obligations légales pour la facturation et la conservation des pièces comptables ;',
          "l'intérêt légitime de la Société pour la sécurité, la prévention de la fraude et la mesure d'audience ;",
          'votre consentement pour les informations de profil facultatives, que vous pouvez retirer à tout moment en les supprimant de votre profil.',
        ]}
      />
    ),
  },
  {
    id: 'destinataires',
    title: 'Destinataires des données',
    body: (
      <>
        <p>Vos données ne sont jamais vendues. Elles ne sont communiquées qu'aux destinataires suivants :</p>
        <List
          items={[
            'les personnes habilitées de la Société, dans la limite de leurs fonctions ;',
            "l'organisateur d'un événement pour lequel vous avez réservé, limité aux informations nécessaires à votre accueil (nom et billets) ;",
            'les prestataires de paiement et opérateurs de mobile money, pour traiter vos paiements ;',
            "les prestataires techniques de la Société (hébergement, envoi d'e-mails), tenus par contrat à la confidentialité et à la sécurité ;",
            "les autorités administratives ou judiciaires, lorsque la loi l'exige.",
          ]}
        />
      </>
    ),
  },
  {
    id: 'transferts',
    title: 'Transferts hors de votre pays',
    body: (
      <p>
        Certains prestataires techniques peuvent être situés hors de votre pays de résidence. Dans ce cas, la
        Société s'assure que les données bénéficient d'un niveau de protection suffisant, par des engagements
        contractuels adaptés, et ne transfère que les données nécessaires au service rendu.
      </p>
    ),
  },
  {
    id: 'conservation',
    title: 'Durées de conservation',
    body: (
      <List
        items={[
          'données de compte et de profil : pendant toute la durée du compte, puis supprimées dans les trois mois suivant sa fermeture ;',
          'comptes créés avec une adresse e-mail fictive ou temporaire : supprimés dès leur détection ;',
          'réservations, paiements et factures : dix ans, au titre des obligations comptables ;',
          'liens de réinitialisation du mot de passe : une heure, et une seule utilisation ;',
          'journaux de sécurité (tentatives de connexion) : au plus vingt-quatre heures ;',
          'statistiques de consultation : treize mois au plus, puis agrégées de façon anonyme.',
        ]}
      />
    ),
  },
  {
    id: 'securite',
    title: 'Sécurité',
    body: (
      <p>
        La Société protège vos données par des mesures techniques et organisationnelles adaptées : chiffrement
        des échanges (HTTPS), mots de passe chiffrés avec un algorithme résistant aux attaques, sessions de
        courte durée renouvelées automatiquement et révoquées à la réinitialisation du mot de passe,
        vérification anti-robot sans traceur, accès aux données restreint aux personnes habilitées. En cas de
        violation de données susceptible de vous exposer à un risque, vous en serez informé dans les meilleurs
        délais.
      </p>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage local',
    body: (
      <>
        <p>
          La Plateforme n'utilise ni cookie publicitaire ni traceur tiers. Pour vous garder connecté, elle
          enregistre dans le stockage local de votre navigateur vos jetons de session (jeton d'accès, jeton de
          renouvellement et, le cas échéant, jeton du fournisseur d'identité). Ils sont effacés lorsque vous
          vous déconnectez.
        </p>
        <p>
          La vérification anti-robot repose sur un calcul effectué par votre appareil et ne dépose aucun
          cookie. Les statistiques de consultation sont produites par la Société elle-même, sans outil tiers.
        </p>
      </>
    ),
  },
  {
    id: 'droits',
    title: 'Vos droits',
    body: (
      <>
        <p>Dans les conditions prévues par la réglementation applicable, vous disposez des droits :</p>
        <List
          items={[
            "d'accès à vos données et d'en obtenir une copie ;",
            'de rectification, directement depuis votre page de profil ou sur demande ;',
            "d'effacement, en demandant la fermeture de votre compte ;",
            "d'opposition et de limitation du traitement, pour les traitements fondés sur l'intérêt légitime ;",
            'de portabilité des données que vous nous avez fournies ;',
            'de définir des directives sur le sort de vos données après votre décès.',
          ]}
        />
        <p>
          Pour les exercer, écrivez à <Mail address={LEGAL_CONTACT.privacyEmail} /> depuis l'adresse e-mail de
          votre compte. La Société répond dans un délai d'un mois. Vous pouvez également saisir l'autorité de
          protection des données personnelles de votre pays.
        </p>
      </>
    ),
  },
  {
    id: 'contact-modifications',
    title: 'Contact et modifications',
    body: (
      <p>
        Pour toute question sur cette politique, écrivez à <Mail address={LEGAL_CONTACT.privacyEmail} />. La
        Société peut la mettre à jour pour tenir compte de l'évolution des services ou de la réglementation ;
        la date de dernière mise à jour figure en haut de cette page, et les utilisateurs inscrits sont
        informés de tout changement important.
      </p>
    ),
  },
];
