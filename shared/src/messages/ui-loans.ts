/** Loans: the tracker calendar, the loan return, « Mes prêts ». */
export const loansUi = {
  myLoans: 'Mes prêts',
} as const;
