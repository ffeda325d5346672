import type { MeasureCode } from '../inspections/measures';

/**
 * The words QA staff use for each measure (issue 35 point 2), longest first so
 * 'loft insulation' is Loft and not every insulation. A measure word is read
 * as a measure, never as part of an installer's name.
 */
const INSULATION: MeasureCode[] = ['EWI', 'CWI', 'IWI', 'RIRI', 'LOFT'];
export const MEASURE_WORDS: readonly (readonly [string, MeasureCode[]])[] = [
  ['external wall insulation', ['EWI']],
  ['internal wall insulation', ['IWI']],
  ['cavity wall insulation', ['CWI']],
  ['room in roof insulation', ['RIRI']],
  ['electric storage heating', ['ESH']],
  ['electric storage heaters', ['ESH']],
  ['air source heat pumps', ['ASHP']],
  ['air source heat pump', ['ASHP']],
  ['loft insulation', ['LOFT']],
  ['external wall', ['EWI']],
  ['internal wall', ['IWI']],
  ['cavity wall', ['CWI']],
  ['room in roof', ['RIRI']],
  ['storage heaters', ['ESH']],
  ['storage heating', ['ESH']],
  ['heat pumps', ['ASHP']],
  ['heat pump', ['ASHP']],
  ['heating controls', ['HEATING_CONTROLS']],
  ['gas boilers', ['GAS_BOILER']],
  ['gas boiler', ['GAS_BOILER']],
  ['solar pv', ['SOLAR_PV']],
  ['solar panels', ['SOLAR_PV']],
  ['boilers', ['GAS_BOILER']],
  ['boiler', ['GAS_BOILER']],
  ['solar', ['SOLAR_PV']],
  ['pv', ['SOLAR_PV']],
  ['ewi', ['EWI']],
  ['cwi', ['CWI']],
  ['iwi', ['IWI']],
  ['riri', ['RIRI']],
  ['esh', ['ESH']],
  ['ashp', ['ASHP']],
  ['loft', ['LOFT']],
  ['lofts', ['LOFT']],
  ['cavity', ['CWI']],
  ['glazing', ['GLAZING']],
  ['windows', ['GLAZING']],
  ['doors', ['DOORS']],
  ['insulation', INSULATION],
];

/** Every single word that belongs to some measure phrase ('heat', 'pump', 'solar', …). */
export const MEASURE_TOKENS: ReadonlySet<string> = new Set(
  MEASURE_WORDS.flatMap(([phrase]) => phrase.split(' ')),
);
