import type { LegalSection } from './legal-document.tsx';
import { LEGAL_CONTACT, List, Mail } from './legal-text.tsx';

/**
 * The terms' second half: the services one by one (streaming, ticketing and auctions, crowdfunding, payment),
 * then the end of the contract (suspension, liability, changes, applicable law, contact).
 */
export const TERMS_SERVICE_SECTIONS: readonly LegalSection[] = [
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
