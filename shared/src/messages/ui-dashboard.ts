/** The savings dashboard of the carbon tools. */
export const dashboardUi = {
  title: 'Tableau de bord des économies',
} as const;
