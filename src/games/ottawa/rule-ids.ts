/** Ottawa's public rule numbers: OT-01…OT-26 from the rule text, OT-A1…OT-A12 for the rulings. */
export const OTTAWA_RULES = [
  'OT-01', 'OT-02', 'OT-03', 'OT-04', 'OT-05', 'OT-06', 'OT-07', 'OT-08', 'OT-09', 'OT-10',
  'OT-11', 'OT-12', 'OT-13', 'OT-14', 'OT-15', 'OT-16', 'OT-17', 'OT-18', 'OT-19', 'OT-20',
  'OT-21', 'OT-22', 'OT-23', 'OT-24', 'OT-25', 'OT-26',
] as const;

export const OTTAWA_RULINGS = [
  'OT-A1', 'OT-A2', 'OT-A3', 'OT-A4', 'OT-A5', 'OT-A6', 'OT-A7', 'OT-A8', 'OT-A9', 'OT-A10', 'OT-A11', 'OT-A12',
] as const;

export type OttawaRuleId = (typeof OTTAWA_RULES)[number] | (typeof OTTAWA_RULINGS)[number];
