/** Echad's public rule numbers: EC-01…EC-48 from the rule text, EC-A1…EC-A17 for the rulings. */
// prettier-ignore
export const ECHAD_RULES = [
  'EC-01', 'EC-02', 'EC-03', 'EC-04', 'EC-05', 'EC-06', 'EC-07', 'EC-08', 'EC-09', 'EC-10',
  'EC-11', 'EC-12', 'EC-13', 'EC-14', 'EC-15', 'EC-16', 'EC-17', 'EC-18', 'EC-19', 'EC-20',
  'EC-21', 'EC-22', 'EC-23', 'EC-24', 'EC-25', 'EC-26', 'EC-27', 'EC-28', 'EC-29', 'EC-30',
  'EC-31', 'EC-32', 'EC-33', 'EC-34', 'EC-35', 'EC-36', 'EC-37', 'EC-38', 'EC-39', 'EC-40',
  'EC-41', 'EC-42', 'EC-43', 'EC-44', 'EC-45', 'EC-46', 'EC-47', 'EC-48',
] as const;

// prettier-ignore
export const ECHAD_RULINGS = [
  'EC-A1', 'EC-A2', 'EC-A3', 'EC-A4', 'EC-A5', 'EC-A6', 'EC-A7', 'EC-A8', 'EC-A9', 'EC-A10',
  'EC-A11', 'EC-A12', 'EC-A13', 'EC-A14', 'EC-A15', 'EC-A16', 'EC-A17',
] as const;

export type EchadRuleId = (typeof ECHAD_RULES)[number] | (typeof ECHAD_RULINGS)[number];
