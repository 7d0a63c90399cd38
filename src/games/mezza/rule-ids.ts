/** Mezza's public rule numbers: MZ-01…MZ-64 from the rule text, MZ-A1…MZ-A15 for the rulings of the
 * checklist, and MZ-A16, the tutor's own ruling for a game that goes round in circles. */
export const MEZZA_RULES = [
  'MZ-01', 'MZ-02', 'MZ-03', 'MZ-04', 'MZ-05', 'MZ-06', 'MZ-07', 'MZ-08', 'MZ-09', 'MZ-10', 'MZ-11',
  'MZ-12', 'MZ-13', 'MZ-14', 'MZ-15', 'MZ-16', 'MZ-17', 'MZ-18', 'MZ-19', 'MZ-20', 'MZ-21', 'MZ-22',
  'MZ-23', 'MZ-24', 'MZ-25', 'MZ-26', 'MZ-27', 'MZ-28', 'MZ-29', 'MZ-30', 'MZ-31', 'MZ-32', 'MZ-33',
  'MZ-34', 'MZ-35', 'MZ-36', 'MZ-37', 'MZ-38', 'MZ-39', 'MZ-40', 'MZ-41', 'MZ-42', 'MZ-43', 'MZ-44',
  'MZ-45', 'MZ-46', 'MZ-47', 'MZ-48', 'MZ-49', 'MZ-50', 'MZ-51', 'MZ-52', 'MZ-53', 'MZ-54', 'MZ-55',
  'MZ-56', 'MZ-57', 'MZ-58', 'MZ-59', 'MZ-60', 'MZ-61', 'MZ-62', 'MZ-63', 'MZ-64',
] as const;

export const MEZZA_RULINGS = [
  'MZ-A1', 'MZ-A2', 'MZ-A3', 'MZ-A4', 'MZ-A5', 'MZ-A6', 'MZ-A7', 'MZ-A8', 'MZ-A9', 'MZ-A10', 'MZ-A11',
  'MZ-A12', 'MZ-A13', 'MZ-A14', 'MZ-A15', 'MZ-A16',
] as const;

export type MezzaRuleId = (typeof MEZZA_RULES)[number] | (typeof MEZZA_RULINGS)[number];
