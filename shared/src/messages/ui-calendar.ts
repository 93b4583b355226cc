/** The booking calendar of a loan listing: its section, the calendar modal, the edit form. */
export const calendarUi = {
  title: 'Calendrier de réservation',
} as const;
