/**
 * Hand and Foot's public rule numbers: HF-01…HF-46 from the club's rule sheet (r.1…r.37 and its two
 * tables), HF-A1…HF-A17 for the rulings of the checklist.
 */
export const HAND_AND_FOOT_RULES = [
  'HF-01', 'HF-02', 'HF-03', 'HF-04', 'HF-05', 'HF-06', 'HF-07', 'HF-08', 'HF-09', 'HF-10',
  'HF-11', 'HF-12', 'HF-13', 'HF-14', 'HF-15', 'HF-16', 'HF-17', 'HF-18', 'HF-19', 'HF-20',
  'HF-21', 'HF-22', 'HF-23', 'HF-24', 'HF-25', 'HF-26', 'HF-27', 'HF-28', 'HF-29', 'HF-30',
  'HF-31', 'HF-32', 'HF-33', 'HF-34', 'HF-35', 'HF-36', 'HF-37', 'HF-38', 'HF-39', 'HF-40',
  'HF-41', 'HF-42', 'HF-43', 'HF-44', 'HF-45', 'HF-46',
] as const;

export const HAND_AND_FOOT_RULINGS = [
  'HF-A1', 'HF-A2', 'HF-A3', 'HF-A4', 'HF-A5', 'HF-A6', 'HF-A7', 'HF-A8', 'HF-A9', 'HF-A10',
  'HF-A11', 'HF-A12', 'HF-A13', 'HF-A14', 'HF-A15', 'HF-A16', 'HF-A17',
] as const;

export type HandAndFootRuleId = (typeof HAND_AND_FOOT_RULES)[number] | (typeof HAND_AND_FOOT_RULINGS)[number];
