/** MazzelTof's public rule numbers: MT-01…MT-50 from the rule text, MT-A1…MT-A16 for the rulings of the checklist. */
export const MAZZELTOF_RULES = [
  'MT-01', 'MT-02', 'MT-03', 'MT-04', 'MT-05', 'MT-06', 'MT-07', 'MT-08', 'MT-09', 'MT-10', 'MT-11',
  'MT-12', 'MT-13', 'MT-14', 'MT-15', 'MT-16', 'MT-17', 'MT-18', 'MT-19', 'MT-20', 'MT-21', 'MT-22',
  'MT-23', 'MT-24', 'MT-25', 'MT-26', 'MT-27', 'MT-28', 'MT-29', 'MT-30', 'MT-31', 'MT-32', 'MT-33',
  'MT-34', 'MT-35', 'MT-36', 'MT-37', 'MT-38', 'MT-39', 'MT-40', 'MT-41', 'MT-42', 'MT-43', 'MT-44',
  'MT-45', 'MT-46', 'MT-47', 'MT-48', 'MT-49', 'MT-50',
] as const;

export const MAZZELTOF_RULINGS = [
  'MT-A1', 'MT-A2', 'MT-A3', 'MT-A4', 'MT-A5', 'MT-A6', 'MT-A7', 'MT-A8', 'MT-A9', 'MT-A10', 'MT-A11',
  'MT-A12', 'MT-A13', 'MT-A14', 'MT-A15', 'MT-A16',
] as const;

export type MazzelTofRuleId = (typeof MAZZELTOF_RULES)[number] | (typeof MAZZELTOF_RULINGS)[number];
