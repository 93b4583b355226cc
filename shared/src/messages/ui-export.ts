/** The export modal (supporting §2, §8, §9). */
export const exportUi = {
  progress: "Export en cours. L'opération peut durer jusqu'à une minute.",
} as const;
