/** Threads and messages (the inbox grows around them). */
export const inbox = {
  threadTypes: {
    BatchDemand: 'Demande groupée',
    ReservationDemand: 'Demande de réservation',
    InformationDemand: "Demande d'information",
  },
  errors: {
    notParticipant: 'Vous ne participez pas à cette conversation.',
    archived: 'Cette conversation est archivée.',
  },
  mail: {
    newMessageSubject: 'Nouveau message : {title}',
  },
} as const;
