import { enumerationFromRows } from './enumeration';

/**
 * §3 energy label. Upstream sends the key (form LABEL_sub: 'B', 'A_PLUS', 'B_A'), so look labels up
 * by key. The labels are the EU class symbols, the same in every language. A combined pair names a
 * class and the next better one (B_A: between B and A) and is shown as 'B/A'.
 */
export const ENERGY_LABEL = enumerationFromRows('EnergyLabel', [
  [1, 'A_PLUS_PLUS', 'A++', 'A++', 'A++', 'A++'],
  [2, 'A_PLUS', 'A+', 'A+', 'A+', 'A+'],
  [3, 'A', 'A', 'A', 'A', 'A'],
  [4, 'B', 'B', 'B', 'B', 'B'],
  [5, 'C', 'C', 'C', 'C', 'C'],
  [6, 'D', 'D', 'D', 'D', 'D'],
  [7, 'E', 'E', 'E', 'E', 'E'],
  [8, 'F', 'F', 'F', 'F', 'F'],
  [9, 'G', 'G', 'G', 'G', 'G'],
  [10, 'A_PLUS_A_PLUS_PLUS', 'A+/A++', 'A+/A++', 'A+/A++', 'A+/A++'],
  [11, 'A_A_PLUS', 'A/A+', 'A/A+', 'A/A+', 'A/A+'],
  [12, 'B_A', 'B/A', 'B/A', 'B/A', 'B/A'],
  [13, 'C_B', 'C/B', 'C/B', 'C/B', 'C/B'],
  [14, 'D_C', 'D/C', 'D/C', 'D/C', 'D/C'],
  [15, 'E_D', 'E/D', 'E/D', 'E/D', 'E/D'],
  [16, 'F_E', 'F/E', 'F/E', 'F/E', 'F/E'],
  [17, 'G_F', 'G/F', 'G/F', 'G/F', 'G/F'],
]);
