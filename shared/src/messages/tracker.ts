/** Exchanges (trackers): statuses, errors, automatic thread messages and e-mails. */
export const tracker = {
  statuses: {
    ReservationRequested: 'En cours',
    ReservationApproved: 'Acceptée',
    ReservationDenied: 'Refusée',
    ReservationCancelled: 'Annulée',
    SwapCancelled: 'Annulée',
    SwapInitiated: 'À déclarer',
    SwapCompleted: 'Reprise',
  },
  actions: {
    approve: 'Accepter',
    deny: 'Refuser',
    cancel: 'Annuler',
    record: "Enregistrer l'échange",
    complete: 'Reprise effectuée',
    swapCancel: "Annuler l'échange",
    expire: 'Expiration',
    withdraw: 'Annonce supprimée',
  },
  /** The history line of a regularised exchange. */
  regularizedNote: 'Échange convenu en dehors de la plateforme et enregistré par le responsable.',
  beneficiaryTypes: { Service: 'Pour mon service', Personal: 'À titre personnel' },
  directions: { given: 'Cédés', received: 'Reçus' },
  errors: {
    transitionRefused: "Cette action n'est pas possible pour un échange « {status} ».",
    notAllowed: 'Vous ne pouvez pas effectuer cette action sur cet échange.',
    notTrackable: "Cette annonce ne peut pas faire l'objet d'une demande pour le moment.",
    notRegulable: 'Seule une offre publiée ou programmée peut être régularisée.',
    ownListing: 'Vous gérez cette annonce : vous ne pouvez pas vous adresser une demande.',
    alreadyPending: 'Vous avez déjà une demande en cours pour cette annonce.',
    quantityRequired: 'Veuillez indiquer une quantité.',
    quantityRange: 'La quantité doit être comprise entre {min} et {max}.',
    quantityFixed: 'Il reste {quantity} : la quantité demandée ne peut pas être différente.',
    nothingLeft: 'Il ne reste plus rien de disponible sur cette annonce.',
    notEnoughLeft: 'Il ne reste que {remaining} de disponible : la demande ne peut pas être acceptée.',
    chooseBeneficiary: 'Veuillez choisir pour qui est destiné cet achat.',
    chooseUser: 'Veuillez choisir un utilisateur.',
    userUnknown: "Cet utilisateur n'existe pas ou n'est pas actif.",
    guestEmailRequired: "Veuillez indiquer l'adresse e-mail du repreneur.",
    guestServiceRequired: 'Veuillez indiquer le service du repreneur.',
    guestOrganismRequired: "Veuillez indiquer le nom de l'organisme du repreneur.",
    userOrGuest: 'Choisissez un utilisateur ou indiquez un invité, pas les deux.',
    totalPriceRequired: 'Veuillez indiquer le prix total.',
    incomplete: "L'échange ne peut pas encore être enregistré : complétez les champs obligatoires.",
    listingDeleted: 'Cette annonce a été supprimée : la demande ne peut plus être acceptée.',
  },
  /** Reasons given with a cancellation the person did not choose. */
  reasons: {
    expired: 'La demande est restée sans réponse pendant {days} jours : elle a été annulée automatiquement.',
    withdrawn: "L'annonce a été supprimée par son responsable : la demande a été annulée.",
  },
  /** Automatic thread messages, by the content key of core §4 (rendered, never stored as text). */
  automatic: {
    'message.tracker.requested': '{user} demande {quantity} × « {troc} ».',
    'message.tracker.approved': '{user} a accepté la demande de réservation.',
    'message.tracker.denied': '{user} a refusé la demande de réservation.',
    'message.tracker.cancelled': "{user} a annulé l'échange.",
    'message.tracker.expired': 'La demande a été annulée automatiquement faute de réponse.',
    'message.tracker.withdrawn': "{user} a supprimé l'annonce : la demande a été annulée.",
    'message.tracker.regularized': '{user} a enregistré un échange convenu en dehors de la plateforme.',
    'message.tracker.recorded': "{user} a enregistré l'échange : la reprise peut avoir lieu.",
    'message.tracker.swap.completed': '{user} a confirmé la reprise : l’échange est terminé.',
    'message.tracker.swap.cancelled': "{user} a annulé l'échange.",
    system: 'Troc',
  },
  mail: {
    subjects: {
      requested: 'Nouvelle demande de réservation : {troc}',
      approve: 'Votre demande a été acceptée : {troc}',
      deny: 'Votre demande a été refusée : {troc}',
      cancel: 'Échange annulé : {troc}',
      expire: 'Demande annulée sans réponse : {troc}',
      withdraw: 'Demande annulée, annonce supprimée : {troc}',
      record: 'Échange enregistré, reprise à organiser : {troc}',
      complete: 'Reprise effectuée : {troc}',
      swapCancel: 'Échange annulé : {troc}',
      regularized: 'Un échange a été enregistré pour vous : {troc}',
      reminderRequest: 'Rappel : une demande attend votre réponse : {troc}',
      reminderRecord: "Rappel : l'échange accepté n'est pas encore enregistré : {troc}",
    },
    open: "Voir l'échange",
    /** The last paragraph of a guest's mail: how they reach the exchange without an account. */
    guestAccess: "Pour suivre cet échange, connectez-vous à Troc ou créez votre compte avec l'adresse {email}.",
    /** The first sentence of each mail, by subject: who did what. */
    bodies: {
      requested:
        '{actor} ({organisation}) demande {quantity} {unit} de « {troc} ». Répondez avant le {deadline} : sans réponse, la demande sera annulée automatiquement.',
      approve:
        '{actor} a accepté votre demande de {quantity} {unit} de « {troc} ». Convenez ensemble de la reprise dans la conversation.',
      deny: '{actor} a refusé votre demande de « {troc} ».',
      cancel: "{actor} a annulé l'échange de « {troc} ».",
      expire: "La demande de « {troc} » n'a pas reçu de réponse à temps : elle a été annulée.",
      withdraw: "{actor} a supprimé l'annonce « {troc} » : votre demande a été annulée.",
      record:
        "{actor} a enregistré l'échange de « {troc} » : une fois les biens repris, confirmez « Reprise effectuée ».",
      complete: '{actor} a confirmé la reprise de « {troc} » : l’échange est terminé.',
      swapCancel: "{actor} a annulé l'échange de « {troc} ».",
      regularized:
        '{actor} a enregistré pour vous un échange de {quantity} {unit} de « {troc} », convenu en dehors de la plateforme.',
      reminderRequest:
        'La demande de « {troc} » attend toujours votre réponse ; sans réponse avant le {deadline}, elle sera annulée.',
      reminderRecord:
        "L'échange de « {troc} » a été accepté mais pas encore enregistré : pensez à organiser la reprise.",
    },
  },
} as const;
